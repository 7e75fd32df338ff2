// Every page of the staff console as an admin sees it (an admin opens them all): reached from the
// console's navigation, titled, free of axe violations at phone and laptop widths, never scrolling
// sideways, and its tables sorted and paged by keyboard.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { collectPageErrors } from '../../support/page-errors';
import { consoleNavigation, signedInStaff } from '../../support/staff';
import {
  expectChartKeepsToNarrowedPage,
  expectNoHorizontalScroll,
  VIEWPORTS,
} from '../../support/viewports';
import { uniqueEmail } from '../investors/investor-helpers';

const CONSOLE_PAGES = [
  { title: 'Access requests', table: 'Access requests' },
  { title: 'Investors', table: 'Investors' },
  { title: 'Deck versions', table: null },
  { title: 'Agreement', table: null },
  { title: 'Contact messages', table: 'Contact messages' },
  { title: 'Analytics', table: 'Views per day' },
  { title: 'Release health', table: 'Releases' },
  { title: 'Staff accounts', table: 'Staff members' },
  { title: 'Audit log', table: 'Audit entries' },
  { title: 'Mail outbox', table: 'Mails' },
  { title: 'Notifications', table: null },
] as const;

test.beforeAll(async ({ request }) => {
  // Rows for the tables to show: a contact message and an access request from visitors.
  const contact = await request.post('/api/contact', {
    data: { name: 'Console Visitor', email: uniqueEmail('visitor'), message: 'Hello, Gloh.' },
  });
  expect(contact.ok()).toBe(true);
  const access = await request.post('/api/presentation-access', {
    data: {
      name: 'Console Investor',
      companyName: 'Example Capital',
      phoneNumber: '+1 555 0100',
      email: uniqueEmail('console-investor'),
    },
  });
  expect(access.ok()).toBe(true);
});

for (const viewport of VIEWPORTS) {
  test(`an admin opens every console page from the navigation at ${viewport.width} px`, async ({
    context,
    page,
  }) => {
    test.setTimeout(360_000);
    const errors = collectPageErrors(page);
    await page.setViewportSize(viewport);
    await signedInStaff(context, page, 'admin');
    const navigation = consoleNavigation(page);
    for (const { title, table } of CONSOLE_PAGES) {
      // On a phone the page list is folded behind its button; choosing a page folds it again.
      if (viewport.width < 768)
        await navigation.getByRole('button', { name: /^Console pages/ }).click();
      // A page where something waits shows its count in its link ("Access requests 2 pending"),
      // and one where something arrived while the console was open says so ("Investors 1 new"):
      // specs running beside it, on another site with the same API, approve investors.
      await navigation
        .getByRole('link', { name: new RegExp(`^${title}(\\s+\\d+ (pending|new))?$`) })
        .click();
      // Focus follows the move, to the new page's heading.
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeFocused();
      await expect(page).toHaveTitle(`${title} | Gloh staff`);
      if (table) await expect(page.getByRole('table', { name: table })).toBeVisible();
      if (title === 'Deck versions') {
        // Classes react-bootstrap builds at run time (bg-success) are in the composed Bootstrap sheet.
        const live = page.getByText('Live', { exact: true });
        await expect(live).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      }
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      if (title === 'Analytics' && viewport.width > VIEWPORTS[0].width) {
        const chart = page.locator('.apexcharts-canvas').first();
        await expectChartKeepsToNarrowedPage(page, chart, 'the views chart');
        await page.setViewportSize(viewport);
      }
      await expectNoAxeViolations(page, title);
      await expectNoHorizontalScroll(page, `${title} must not scroll sideways`);
    }
    expect(errors).toEqual([]);
  });
}

test('a staff table sorts by keyboard and says how it is sorted', async ({ context, page }) => {
  await signedInStaff(context, page, 'admin');
  await page.goto('/staff/marketing/contact-messages');
  const table = page.getByRole('table', { name: 'Contact messages' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const header = table.getByRole('columnheader', { name: /Name/ });
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await header.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await page.keyboard.press('Enter');
  await expect(header).toHaveAttribute('aria-sort', 'descending');
});
