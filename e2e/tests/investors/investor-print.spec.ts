import { expect, test, type Locator, type Page } from '@playwright/test';
import { useRuntimeConfig } from '../../support/runtime-config';
import { pdfText } from './pdf-text';

/**
 * Investor pages on paper: the page's content only (no cookie banner, site navigation or
 * floating buttons), link addresses after their text, the hero as dark text on white and tables
 * whose rows stay whole. Each test is a first visit (a fresh context without consent), so the
 * cookie banner is on screen when printing starts.
 */

const PRINTED_PAGES = [
  '/investors/presentation-access',
  '/investors/roadmap',
  '/investors/financials',
  '/investors/press-releases',
] as const;
const BANNER_TITLE = 'We value your privacy';
const FIRST_FILING = {
  description: 'Form C-AR: Annual Report (Regulation CF)',
  url: 'https://filings.example.com/gloh/2025-form-c-ar.pdf',
};

const banner = (page: Page) => page.getByRole('dialog', { name: BANNER_TITLE });

/** The deployment's address, which printed site-relative links start with. */
const SITE_URL = 'https://print-test.gloh.example';

/** A first visit with the stock ticker on, scrolled down so the scroll-to-top button shows too. */
async function openFirstVisit(page: Page, path: string) {
  await useRuntimeConfig(page, { flags: { stockTicker: true }, site: { siteUrl: SITE_URL } });
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto(path);
  // The banner is drawn once the page has hydrated, which a busy machine may take a while to do.
  await expect(banner(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('stock-ticker')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
}

/** WCAG's contrast ratio of two `rgb()`/`rgba()` colours (alpha ignored: text is opaque here). */
function contrastRatio(first: string, second: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

async function computed(locator: Locator, property: string, pseudo?: string): Promise<string> {
  return locator.evaluate(
    (element, [name, pseudoElement]) =>
      getComputedStyle(element, pseudoElement).getPropertyValue(name),
    [property, pseudo ?? null] as const,
  );
}

for (const path of PRINTED_PAGES) {
  test(`${path} prints its content without the site's chrome, on a white hero`, async ({
    page,
  }) => {
    await openFirstVisit(page, path);
    await page.emulateMedia({ media: 'print' });

    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const footerNavigation = page.getByRole('contentinfo').locator('nav');
    expect(await footerNavigation.count()).toBeGreaterThan(0);
    for (const nav of await footerNavigation.all()) await expect(nav).toBeHidden();
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeHidden();
    await expect(page.getByRole('button', { name: /^Session status/ })).toBeHidden();
    await expect(page.getByTestId('stock-ticker')).toBeHidden();
    await expect(page.locator('main h1').first()).toBeVisible();

    const heading = page.locator('main h1').first();
    const hero = heading.locator('xpath=ancestor::section[1]');
    expect(await computed(hero, 'background-image')).toBe('none');
    expect(await computed(hero, 'background-color')).toMatch(
      /^rgba?\(255, 255, 255(, 1)?\)$|^rgba\(0, 0, 0, 0\)$/,
    );
    const texts = [heading, hero.getByText('Investors', { exact: true })];
    if ((await hero.locator('.lead').count()) > 0) texts.push(hero.locator('.lead'));
    for (const text of texts) {
      const color = await computed(text, 'color');
      expect(
        contrastRatio(color, 'rgb(255, 255, 255)'),
        `${color} on white`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
}

test('printed links show their address after the text, calls to action do not', async ({
  page,
}) => {
  await openFirstVisit(page, '/investors/financials');
  await page.emulateMedia({ media: 'print' });
  const filingLink = page
    .getByTestId('filings-table')
    .getByRole('link', { name: FIRST_FILING.description })
    .first();
  expect(await computed(filingLink, 'content', '::after')).toContain(FIRST_FILING.url);

  // A link within the site gets the site's address in front of its path.
  const siteLink = await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/investors/roadmap';
    link.textContent = 'Roadmap';
    link.id = 'printed-site-link';
    document.querySelector('main')!.append(link);
    return link.id;
  });
  expect(await computed(page.locator(`#${siteLink}`), 'content', '::after')).toContain(
    `${SITE_URL}/investors/roadmap`,
  );

  await page.goto('/investors/roadmap');
  const callToAction = page.getByRole('link', { name: 'Access the presentation' });
  await expect(callToAction).toBeVisible();
  expect(await computed(callToAction, 'content', '::after')).toMatch(/^(none|normal)$/);
});

test('the financials table prints whole rows under a repeated header', async ({ page }) => {
  await openFirstVisit(page, '/investors/financials');
  await page.emulateMedia({ media: 'print' });
  const table = page.getByTestId('filings-table');
  expect(await computed(table.locator('thead'), 'display')).toBe('table-header-group');
  expect(await computed(table.locator('tbody tr').first(), 'display')).toBe('table-row');
  for (const row of await table.locator('tr').all()) {
    expect(await computed(row, 'break-inside')).toBe('avoid');
  }
});

test('the financials page as a PDF has the table and no cookie banner', async ({ page }) => {
  await openFirstVisit(page, '/investors/financials');
  const rows = await page
    .getByTestId('filings-table')
    .locator('tbody tr td:first-child')
    .allTextContents();
  expect(rows.length).toBeGreaterThan(1);

  // Compared without spaces and case: PDF text splits ligatures ("fi") and lines, and the table's
  // header is set in capitals.
  const squash = (text: string) => text.replace(/\s+/g, '').toLowerCase();
  const pages = (await pdfText(await page.pdf({ format: 'A4' }))).split('\n').map(squash);
  const text = pages.join('');
  const header = squash('Description Document Publish date Period ending');
  for (const description of rows) expect(text).toContain(squash(description));
  expect(text).toContain(squash(FIRST_FILING.url));
  // Every page the table runs over starts its part of the table with the header.
  const tablePages = pages.filter((pageText) => pageText.includes(squash('View filing')));
  expect(tablePages.length).toBeGreaterThan(1);
  for (const pageText of tablePages) {
    expect(pageText.indexOf(header)).toBeGreaterThanOrEqual(0);
    expect(pageText.indexOf(header)).toBeLessThan(pageText.indexOf(squash('View filing')));
  }
  for (const absent of [BANNER_TITLE, 'Accept All', 'Session status', 'Partnerships']) {
    expect(text).not.toContain(squash(absent));
  }
});
