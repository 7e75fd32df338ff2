import { expect, test, type Locator, type Page } from '@playwright/test';
import { disableCookies } from '../../support/cookies-disabled';
import { gotoHydrated } from '../../support/hydration';

const WIDTHS = [360, 390, 1280] as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator, name: string): Promise<Box> {
  await expect(locator, `${name} shows`).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, `${name} has a box`).not.toBeNull();
  return box!;
}

/** A first visit, scrolled far enough down for the scroll-to-top button. */
async function firstVisitScrolledDown(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
  await gotoHydrated(page, '/about');
  await expect(page.getByRole('dialog', { name: 'We value your privacy' })).toBeVisible({
    timeout: 5000,
  });
  // Page content differs per page and over time; a tall block makes the test independent of it.
  await page.evaluate(() => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.querySelector('main')!.append(spacer);
    window.scrollTo(0, 600);
  });
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
}

function sessionPanel(page: Page) {
  return page
    .getByRole('status')
    .filter({ has: page.getByRole('button', { name: 'Check again' }) });
}

async function expectNoneCovered(page: Page, width: number) {
  const boxes = {
    'cookie banner': await boxOf(
      page.getByRole('dialog', { name: 'We value your privacy' }),
      'cookie banner',
    ),
    'session panel': await boxOf(sessionPanel(page), 'session panel'),
    'scroll-to-top': await boxOf(
      page.getByRole('button', { name: 'Scroll to top' }),
      'scroll-to-top',
    ),
  };
  // Raised above the banner, the panel must still fit on the screen.
  await expect(sessionPanel(page)).toBeInViewport({ ratio: 1 });
  const names = Object.keys(boxes) as (keyof typeof boxes)[];
  for (const [index, first] of names.entries()) {
    for (const second of names.slice(index + 1)) {
      expect(intersects(boxes[first], boxes[second]), `${first} and ${second} at ${width} px`).toBe(
        false,
      );
    }
  }
}

for (const width of WIDTHS) {
  test(`banner, session panel and scroll-to-top do not cover each other at ${width} px`, async ({
    page,
  }) => {
    await firstVisitScrolledDown(page, width);
    // Opened from the keyboard: the toggle sits in the footer, where the banner may lie over it.
    await page.getByRole('button', { name: /^Session status:/ }).focus();
    await page.keyboard.press('Enter');
    await expectNoneCovered(page, width);
  });

  test(`with cookies disabled the warning stays in view at ${width} px`, async ({ page }) => {
    await disableCookies(page);
    await firstVisitScrolledDown(page, width);
    await expect(sessionPanel(page).getByText('Cookies are disabled')).toBeVisible();
    await expectNoneCovered(page, width);
  });
}
