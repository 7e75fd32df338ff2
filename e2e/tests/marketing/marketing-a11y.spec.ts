import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { VIEWPORTS } from '../../support/viewports';
import { enableMarketingFlags, openPage, preparePage } from './marketing-helpers';

// Each page as it loads is checked by the page sweep; these are states a visitor opens.

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('home with the cookie banner showing has no violations', async ({ page }) => {
      await enableMarketingFlags(page);
      await openPage(page, '/', 'From Insight to Action');
      await expect(page.getByRole('dialog', { name: 'We value your privacy' })).toBeVisible();
      await expectNoAxeViolations(page, '/ with cookie banner');
    });

    test('open states (reveal cards, segment popup, carousel slide 2) have no violations', async ({
      page,
      baseURL,
    }) => {
      await preparePage(page, baseURL);
      await openPage(page, '/platform', 'Flexible by design. Powerful when unified.');
      await page.getByRole('button', { name: /key features of Explainable AI/ }).click();
      await page.getByTestId('segment-diagram').getByRole('button', { name: 'Research' }).click();
      await expectNoAxeViolations(page, '/platform open');
      await openPage(page, '/solutions', 'Healthcare Data, Reimagined');
      await page.getByRole('button', { name: 'Next slide' }).click();
      await expectNoAxeViolations(page, '/solutions slide 2');
    });
  });
}
