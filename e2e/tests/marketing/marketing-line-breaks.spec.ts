import { expect, test } from '@playwright/test';
import { lineCount, wordsBrokenAcrossLines } from '../../support/line-breaks';
import { expectNoHorizontalScroll } from '../../support/viewports';
import { openPage, preparePage } from './marketing-helpers';

test.beforeEach(async ({ page, baseURL }) => {
  await preparePage(page, baseURL);
});

for (const width of [360, 390, 1280]) {
  test(`${width} px: the phone mock-up and the cookie table break no word`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openPage(page, '/what-were-building', 'Empower Patients. Predict Risk. Coordinate Care.');
    const phone = page.getByRole('figure', { name: /mock-up of the GlohCare mobile app/ });
    await expect(phone.getByText('Appointments')).toBeVisible();
    expect.soft(await wordsBrokenAcrossLines(phone)).toEqual([]);
    // The sleep figure is one unit: its number and unit stay on one line.
    const sleep = phone.getByRole('listitem').filter({ hasText: 'Sleep' }).locator('span').first();
    expect.soft(await lineCount(sleep)).toBe(1);

    await openPage(page, '/privacy', 'Privacy Policy');
    const cookies = page.getByRole('table', { name: 'Cookies used on this site' });
    await expect(cookies).toBeVisible();
    expect.soft(await wordsBrokenAcrossLines(cookies)).toEqual([]);
    await expectNoHorizontalScroll(page);
  });
}
