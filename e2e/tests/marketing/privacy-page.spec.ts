import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../../support/hydration';

test('the privacy page lists the cookies and storage the site really uses', async ({ page }) => {
  await gotoHydrated(page, '/privacy');
  const table = page.getByRole('table', { name: 'Cookies used on this site' });
  const names = await table.locator('tbody tr td:first-child').allInnerTexts();
  expect(names).toEqual([
    'gloh_cookie_consent',
    'gloh_session (__Host-gloh_session over HTTPS)',
    'gloh_signed_in',
    'gloh_device',
  ]);
  const main = page.getByRole('main');
  // No promise of cookies, trackers or a storage fallback the site does not have.
  await expect(main).not.toContainText(/analytics cookies|marketing cookies/i);
  await expect(main).not.toContainText(/local storage instead/i);
  await expect(main).toContainText('use no cookie and store nothing in your browser');
  await expect(main).toContainText('we run no marketing or advertising code');
  await expect(main).toContainText('we keep nothing in your browser’s local or session storage');
  await expect(main).toContainText('Cookie settings');

  // A visitor who allows everything and browses gets the consent cookie only, and no storage.
  await page
    .getByRole('dialog', { name: 'We value your privacy' })
    .getByRole('button', {
      name: 'Accept All',
    })
    .click();
  for (const link of ['Platform', 'About Us', 'Privacy Policy']) {
    await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
    await expect(page.locator('main h1').first()).toBeVisible();
  }
  const setCookies = (await page.context().cookies()).map((cookie) => cookie.name);
  for (const name of setCookies) expect(names.join(' ')).toContain(name);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
});
