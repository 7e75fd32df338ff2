import { expect, type Page } from '@playwright/test';

/** The heading of the panel the shell shows in place of a section whose remote failed. */
export const UNAVAILABLE_HEADING = 'This section is temporarily unavailable';

/** That panel's heading, wherever it is on the page (none when every section loaded). */
export const unavailableHeading = (page: Page) =>
  page.getByRole('heading', { name: UNAVAILABLE_HEADING });

/** The panel stands in for the section, between the site's header and footer; returns it. */
export async function expectSectionUnavailable(page: Page) {
  const panel = page.getByRole('alert');
  await expect(panel.getByRole('heading', { name: UNAVAILABLE_HEADING })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  return panel;
}

/** Another section, reached by the main menu without a reload, shows its page and no panel. */
export async function expectAboutPageWorks(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About Us' })
    .click();
  // The panel goes first: its own heading is a main h1 too.
  await expect(unavailableHeading(page)).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
}
