import { test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { expectNoHorizontalScroll, VIEWPORTS } from '../../support/viewports';
import { DEMO_PAGES, openDemo, prepareDemoPage } from './demos-helpers';

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const entry of DEMO_PAGES) {
      test(`${entry.path} has no WCAG 2.2 AA violations`, async ({ page, baseURL }) => {
        await prepareDemoPage(page, baseURL, { predict: true });
        await openDemo(page, entry.path, entry.heading);
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page, entry.path);
        await expectNoHorizontalScroll(page);
      });
    }

    test('care demo messages and my data have no violations', async ({ page, baseURL }) => {
      await prepareDemoPage(page, baseURL, { predict: false });
      await openDemo(page, '/demos/gloh-care', 'GlohCare Patient Portal');
      await page.getByRole('button', { name: /Messages/ }).click();
      await expectNoAxeViolations(page, 'care messages');
      await page.getByRole('button', { name: 'My Data' }).click();
      await expectNoAxeViolations(page, 'care my data');
    });
  });
}
