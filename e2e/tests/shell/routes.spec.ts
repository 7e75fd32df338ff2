import { expect, test } from '@playwright/test';
import { acceptCookies } from '../../support/consent-cookie';
import { mainHeading } from '../../support/raw-html';
import { ROUTE_TABLE } from '../../support/route-expectations';

// Each declared page under the layout, with its head tags, is checked by the page sweep; these are
// the route table's other states.

test('every flagged page is the not-found page (404) while its flag is off', async ({
  request,
}) => {
  const flagged = ROUTE_TABLE.filter((route) => route.flag);
  expect(flagged.length).toBeGreaterThan(0);
  for (const route of flagged) {
    const response = await request.get(route.path);
    expect(response.status(), route.path).toBe(404);
    expect(mainHeading(await response.text()), route.path).toBe('Page Not Found');
  }
});

test('the not-found page offers its links, and they work', async ({ page, baseURL }) => {
  await acceptCookies(page, baseURL!);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Get Help' })).toHaveAttribute('href', '/contact');
  await expect(main.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  for (const href of [
    '/about',
    '/what-were-building',
    '/partnerships',
    '/investors/press-releases',
  ]) {
    await expect(main.locator(`a[href="${href}"]`)).toBeVisible();
  }
  await main.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});
