import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../../support/stack';
import { acceptCookies } from '../../support/consent-cookie';
import { gotoHydrated } from '../../support/hydration';
import { LOGIN_PATH } from './investor-helpers';

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookies(page, baseURL!);
});

test('roadmap: three phases, summary, targets and funding status', async ({ page }) => {
  await page.goto('/investors/roadmap');
  await expect(page).toHaveTitle('Roadmap | Gloh');
  const phases = page.getByRole('list', { name: /Three phases/ }).getByRole('article');
  await expect(phases).toHaveCount(3);
  await expect(phases.nth(0)).toContainText('Months 0–9');
  await expect(phases.nth(1)).toContainText('Months 9–15');
  await expect(phases.nth(2)).toContainText('Months 15–24');
  const summary = page.getByRole('list', { name: 'Investment summary' });
  await expect(summary).toContainText('9 months to pilot');
  await expect(summary).toContainText('3 core products');
  await expect(summary).toContainText('10K+ patients');
  const targets = page.getByRole('list', { name: 'Targets' });
  await expect(targets).toContainText('$200–500K ARR pipeline');
  await expect(targets).toContainText('10,000+ patients');
  await expect(targets).toContainText('2+ pilot customers');
  await expect(page.getByRole('heading', { name: 'Funding status' })).toBeVisible();
});

test('financials: 17 filings, combinable case-insensitive filters, empty state', async ({
  page,
}) => {
  await gotoHydrated(page, '/investors/financials');
  await expect(page).toHaveTitle('Financials | Gloh');
  const rows = page.getByTestId('filings-table').locator('tbody tr');
  await expect(rows).toHaveCount(17);
  await page.getByLabel('Filter by publish date').fill('APRIL');
  const aprilCount = await rows.count();
  expect(aprilCount).toBeGreaterThan(0);
  expect(aprilCount).toBeLessThan(17);
  await page.getByLabel('Filter by period ending').fill('december 31, 2023');
  await expect(rows).not.toHaveCount(aprilCount);
  for (const text of await rows.allInnerTexts()) {
    expect(text.toLowerCase()).toContain('april');
    expect(text.toLowerCase()).toContain('december 31, 2023');
  }
  await page.getByLabel('Filter by period ending').fill('1999');
  await expect(page.getByText('No results found.')).toBeVisible();
});

test('financials stay readable at 360 px without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/investors/financials');
  await expect(page.getByTestId('filings-table').locator('tbody tr')).toHaveCount(17);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('press releases: the placeholder', async ({ page }) => {
  await page.goto('/investors/press-releases');
  await expect(page).toHaveTitle('Press Releases | Gloh');
  await expect(page.getByText('Press releases will be posted here soon.')).toBeVisible();
});

test('the code-request dialog makes no call', async ({ page }) => {
  const apiCalls: string[] = [];
  await gotoHydrated(page, LOGIN_PATH);
  page.on('request', (request) => {
    // The shell's session widget polls GET /api/auth/me on its own, and with the analytics
    // consent given above the tracker may post its page-view beacon at any time after load; the
    // dialog would have to post anything else.
    const { pathname } = new URL(request.url());
    if (
      pathname.startsWith('/api/') &&
      pathname !== '/api/analytics/events' &&
      request.method() !== 'GET'
    )
      apiCalls.push(`${request.method()} ${request.url()}`);
  });
  await page.getByRole('button', { name: 'Request Access Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request Access Code' });
  const submit = dialog.getByRole('button', { name: 'Request Code' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Email').fill('ada@example.com');
  await submit.click();
  await expect(
    dialog.getByText('Please contact support at info@gloh.example to request an access code.'),
  ).toBeVisible();
  expect(apiCalls).toEqual([]);
});

test('each investor page has its own title', async ({ page }) => {
  const titles = new Set<string>();
  for (const path of [
    LOGIN_PATH,
    '/investors/roadmap',
    '/investors/financials',
    '/investors/press-releases',
    '/reset-password',
  ]) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    titles.add(await page.title());
  }
  expect(titles.size).toBe(5);
});

test('no access code, password list or secret ships in the investor bundle', async () => {
  const dist = path.join(ROOT, 'mfe-investors/dist');
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.js'));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const source = await readFile(path.join(dist, file), 'utf8');
    expect(source, file).not.toMatch(/accessCodes|ACCESS_CODES|demoCode|localLogin|passwordList/i);
    // The shape of the codes the staff tool issues (XXXXX-XXXXX-XXXXX-XXXXX).
    expect(source, file).not.toMatch(/\b[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}-[A-Z0-9]{5}\b/);
  }
});
