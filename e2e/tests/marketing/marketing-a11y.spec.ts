import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { VIEWPORTS } from '../../support/viewports';
import { enableMarketingFlags, MARKETING_PAGES, openPage, preparePage } from './marketing-helpers';

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const entry of MARKETING_PAGES) {
      test(`${entry.path} has no WCAG 2.2 AA violations`, async ({ page, baseURL }) => {
        await preparePage(page, baseURL);
        await openPage(page, entry.path, entry.heading);
        await expectNoAxeViolations(page, entry.path);
      });
    }

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
