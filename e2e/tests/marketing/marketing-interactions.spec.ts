import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { openPage, preparePage } from './marketing-helpers';

test.beforeEach(async ({ page, baseURL }) => {
  await preparePage(page, baseURL);
});

function dot(page: Page, n: number) {
  return page.getByRole('button', { name: new RegExp(`^Show slide ${n}:`) });
}

async function activeSlide(page: Page) {
  return page
    .getByTestId('solutions-carousel')
    .getByTestId('carousel-track')
    .getAttribute('data-index');
}

test.describe('solutions carousel', () => {
  test('next and previous wrap at both ends, dots jump', async ({ page }) => {
    await openPage(page, '/solutions', 'Healthcare Data, Reimagined');
    const carousel = page.getByTestId('solutions-carousel');
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('group', { name: /1 of 3: Care coordination/ })).toBeVisible();

    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    expect(await activeSlide(page)).toBe('2');
    await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true');
    await expect(carousel.getByRole('group', { name: /3 of 3: Research analytics/ })).toBeVisible();

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    expect(await activeSlide(page)).toBe('0');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    expect(await activeSlide(page)).toBe('1');
    await expect(carousel.getByRole('group', { name: /2 of 3: Risk prediction/ })).toBeVisible();

    await dot(page, 3).click();
    expect(await activeSlide(page)).toBe('2');
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    expect(await activeSlide(page)).toBe('0');
    await expect(carousel.getByText(/Slide 1 of 3: Care coordination/)).toBeAttached();
  });

  test('hidden slides are out of the tab order and the controls work by keyboard', async ({
    page,
  }) => {
    await openPage(page, '/solutions', 'Healthcare Data, Reimagined');
    const next = page.getByRole('button', { name: 'Next slide' });
    await next.focus();
    await page.keyboard.press('Enter');
    expect(await activeSlide(page)).toBe('1');
    await page.keyboard.press('Space');
    expect(await activeSlide(page)).toBe('2');
    await expect(page.getByTestId('slide-care-coordination')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  test('slides change over 0.5 s, and without animation under reduced motion', async ({ page }) => {
    await openPage(page, '/solutions', 'Healthcare Data, Reimagined');
    const track = page.getByTestId('solutions-carousel').getByTestId('carousel-track');
    await expect(track).toHaveCSS('transition-duration', '0.5s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(track).toHaveCSS('transition-duration', '0s');
  });
});

test.describe('platform feature cards', () => {
  async function cards(page: Page) {
    await openPage(page, '/platform', 'Flexible by design. Powerful when unified.');
    const pillars = page.getByTestId('platform-pillars');
    return {
      card: (name: string): Locator => pillars.getByRole('article').filter({ hasText: name }),
      toggle: (name: string): Locator =>
        pillars.getByRole('button', { name: new RegExp(`key features of ${name}`) }),
    };
  }

  test('hover opens, leaving closes, one open at a time, a click on the open card closes it', async ({
    page,
  }) => {
    const { card, toggle } = await cards(page);
    await card('Scalable Architecture').hover();
    await expect(toggle('Scalable Architecture')).toHaveAttribute('aria-expanded', 'true');
    await expect(
      card('Scalable Architecture').getByText('Cloud-native, containerised services'),
    ).toBeVisible();

    await card('Explainable AI').hover();
    await expect(toggle('Explainable AI')).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle('Scalable Architecture')).toHaveAttribute('aria-expanded', 'false');

    await toggle('Explainable AI').click();
    await expect(toggle('Explainable AI')).toHaveAttribute('aria-expanded', 'false');

    await card('Security & Compliance').hover();
    await expect(toggle('Security & Compliance')).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 5);
    await expect(toggle('Security & Compliance')).toHaveAttribute('aria-expanded', 'false');
  });

  test('a click on the open card closes it; a click on its button toggles it once', async ({
    page,
  }) => {
    const { card, toggle } = await cards(page);
    await card('Explainable AI').hover();
    await expect(toggle('Explainable AI')).toHaveAttribute('aria-expanded', 'true');
    await card('Explainable AI').getByRole('heading', { name: 'Explainable AI' }).click();
    await expect(toggle('Explainable AI')).toHaveAttribute('aria-expanded', 'false');

    // The pointer stays on the card, so each click on the button toggles exactly once.
    await toggle('Explainable AI').click();
    await expect(toggle('Explainable AI')).toHaveAttribute('aria-expanded', 'true');
    await toggle('Explainable AI').click();
    await expect(toggle('Explainable AI')).toHaveAttribute('aria-expanded', 'false');
  });

  test('work by keyboard', async ({ page }) => {
    const { toggle } = await cards(page);
    await toggle('Security & Compliance').focus();
    await page.keyboard.press('Enter');
    await expect(toggle('Security & Compliance')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(toggle('Security & Compliance')).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('platform cards on touch', () => {
  test.use({ hasTouch: true, viewport: { width: 360, height: 740 } });

  test('a tap toggles a card', async ({ page }) => {
    await openPage(page, '/platform', 'Flexible by design. Powerful when unified.');
    const toggle = page.getByRole('button', { name: /key features of Explainable AI/ });
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('home product cards reveal their features on tap', async ({ page }) => {
    await openPage(page, '/', 'From Insight to Action');
    const toggle = page.getByRole('button', { name: /key features of GlohPredict/ });
    await toggle.tap();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Explainable drivers (SHAP, LIME)')).toBeVisible();
  });
});

test.describe('segment diagram', () => {
  const segment = (page: Page, name: string | RegExp) =>
    page.getByTestId('segment-diagram').getByRole('button', { name });

  test('on large screens: hexagons of 100 px, hover opens and closes, click toggles', async ({
    page,
  }) => {
    await openPage(page, '/platform', 'Flexible by design. Powerful when unified.');
    const diagram = page.getByTestId('hex-diagram');
    await expect(diagram).toHaveAttribute('data-hexagon-size', '100');
    await expect(page.getByTestId('segment-diagram').getByRole('button')).toHaveCount(6);
    const popup = page.getByTestId('segment-popup');
    await expect(popup).toHaveCSS('max-height', '300px');

    await segment(page, 'Pharma').hover();
    await expect(popup.getByRole('heading', { name: 'Pharma' })).toBeVisible();
    await segment(page, 'Biotech').hover();
    await expect(popup.getByRole('heading', { name: 'Biotech' })).toBeVisible();
    await expect(segment(page, 'Pharma')).toHaveAttribute('aria-expanded', 'false');
    await page.mouse.move(5, 5);
    await expect(popup.getByRole('heading')).toHaveCount(0);

    // A click toggles: with the pointer on it, the hovered segment is open and a click closes it.
    await segment(page, 'Wearables & Digital Health').click();
    await expect(segment(page, 'Wearables & Digital Health')).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await segment(page, 'Wearables & Digital Health').click();
    await expect(popup.getByRole('heading', { name: 'Wearables & Digital Health' })).toBeVisible();
  });

  test('by keyboard: Enter toggles and Escape closes', async ({ page }) => {
    await openPage(page, '/platform', 'Flexible by design. Powerful when unified.');
    await segment(page, 'CROs').focus();
    await page.keyboard.press('Enter');
    const popup = page.getByTestId('segment-popup');
    await expect(popup.getByRole('heading', { name: 'CROs' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup.getByRole('heading')).toHaveCount(0);
  });

  test('hexagons are 85 px on medium screens', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await openPage(page, '/platform', 'Flexible by design. Powerful when unified.');
    await expect(page.getByTestId('hex-diagram')).toHaveAttribute('data-hexagon-size', '85');
  });
});

test.describe('segment diagram on small screens', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test('hexagons are 70 px, hover does nothing, a tap toggles', async ({ page }) => {
    await openPage(page, '/platform', 'Flexible by design. Powerful when unified.');
    await expect(page.getByTestId('hex-diagram')).toHaveAttribute('data-hexagon-size', '70');
    const popup = page.getByTestId('segment-popup');
    const clinics = page.getByTestId('segment-diagram').getByRole('button', { name: 'Clinics' });
    await clinics.hover();
    await expect(popup.getByRole('heading')).toHaveCount(0);
    await clinics.tap();
    await expect(popup.getByRole('heading', { name: 'Clinics' })).toBeVisible();
    await clinics.tap();
    await expect(popup.getByRole('heading')).toHaveCount(0);
  });

  test('the details close with their button, drawn without an image', async ({ page }) => {
    await openPage(page, '/platform', 'Flexible by design. Powerful when unified.');
    const popup = page.getByTestId('segment-popup');
    const clinics = page.getByTestId('segment-diagram').getByRole('button', { name: 'Clinics' });
    await clinics.tap();
    await expect(popup.getByRole('heading', { name: 'Clinics' })).toBeVisible();
    const closeDetails = popup.getByRole('button', { name: 'Close details' });
    // An SVG background image is parsed as a document of its own the first time it is styled,
    // in the tap that opens the details: the cross is two bars instead.
    await expect(closeDetails).toHaveCSS('background-image', 'none');
    const box = await closeDetails.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await expectNoAxeViolations(page, 'platform segment details');
    await closeDetails.tap();
    await expect(popup.getByRole('heading')).toHaveCount(0);
    await expect(clinics).toHaveAttribute('aria-expanded', 'false');
  });
});
