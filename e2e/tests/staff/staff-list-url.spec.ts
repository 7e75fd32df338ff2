// A staff list's filters, order and page live in the page's URL: Back and Forward step through
// them, a reload keeps them, and a link shows the same list.
import { expect, test } from '@playwright/test';
import { signedInStaff } from '../../support/staff';

test('Back restores a staff list filter, and a reload keeps it', async ({ context, page }) => {
  await signedInStaff(context, page, 'admin');
  await page.goto('/staff/admin/audit-log');
  const table = page.getByRole('table', { name: 'Audit entries' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const what = page.getByLabel('What');
  const staffOnly = page.getByRole('switch', { name: 'Staff actions only' });

  await what.selectOption({ label: 'Staff member set up a passkey' });
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/[?&]action=staff\.enrolled(&|$)/);
  // Setting up this test's member was itself such an entry.
  await expect(
    table.getByRole('cell', { name: 'Staff member set up a passkey' }).first(),
  ).toBeVisible();

  // The switch follows the URL, which the router changes in a transition: it shows checked once
  // the new list state has rendered, not necessarily by the end of the click.
  await staffOnly.click();
  await expect(page).toHaveURL(/[?&]staffOnly=true(&|$)/);
  await expect(staffOnly).toBeChecked();
  await page.getByLabel('Rows per page').selectOption('50');
  await expect(page).toHaveURL(/[?&]limit=50(&|$)/);

  await page.goBack();
  await expect(page.getByLabel('Rows per page')).toHaveValue('25');
  await expect(staffOnly).toBeChecked();
  await page.goBack();
  await expect(staffOnly).not.toBeChecked();
  await expect(what).toHaveValue('staff.enrolled');
  await page.goBack();
  await expect(what).toHaveValue('');
  await expect(page).not.toHaveURL(/action=/);

  await page.goForward();
  await expect(what).toHaveValue('staff.enrolled');
  await page.reload();
  await expect(page.getByLabel('What')).toHaveValue('staff.enrolled');
  await expect(
    table.getByRole('cell', { name: 'Staff member set up a passkey' }).first(),
  ).toBeVisible();
});
