import { test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { VIEWPORTS } from '../../support/viewports';
import { openDemo, prepareDemoPage } from './demos-helpers';

// Each demo as it loads is checked by the page sweep; these are states a visitor opens.

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

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
