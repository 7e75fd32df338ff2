import { expect, test, type Page } from '@playwright/test';
import { acceptCookies } from '../../support/consent-cookie';
import { useRuntimeConfig } from '../../support/runtime-config';

async function expectBelowHeader(page: Page, targetId: string) {
  const target = page.locator(`#${targetId}`);
  await expect(target).toBeInViewport();
  // Scrolling settles after the remote page renders; wait until it stops moving.
  await expect
    .poll(async () => {
      const before = await page.evaluate(() => window.scrollY);
      await page.waitForTimeout(100);
      return (await page.evaluate(() => window.scrollY)) === before;
    })
    .toBe(true);
  const headerBottom = await page
    .getByRole('banner')
    .evaluate((header) => header.getBoundingClientRect().bottom);
  const targetTop = await target.evaluate((element) => element.getBoundingClientRect().top);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(targetTop).toBeGreaterThanOrEqual(headerBottom - 0.5);
}

test.beforeEach(async ({ page, baseURL }) => {
  await useRuntimeConfig(page, { flags: { careersPage: true } });
  await acceptCookies(page, baseURL!);
});

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    test('a hash in the address lands its target below the sticky header', async ({ page }) => {
      await page.goto('/platform#segments-title');
      await expectBelowHeader(page, 'segments-title');
    });

    test('the careers "See Open Positions" link lands below the sticky header', async ({
      page,
    }) => {
      await page.goto('/careers');
      await page.getByRole('link', { name: 'See Open Positions' }).click();
      await expect(page).toHaveURL(/#open-positions$/);
      await expectBelowHeader(page, 'open-positions');
    });
  });
}
