// The investors list as CSV: investor relations filter the list, press Export CSV and get a file
// of exactly those investors with their reading, in the exports' format (a byte-order mark, CRLF
// rows, times in UTC named in the header, a cell that would run as a formula neutralised).
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { collectPageErrors } from '../../support/page-errors';
import {
  signedInStaff,
  STAFF_INVESTORS_PATH,
  staffEmail,
  unexpectedErrors,
} from '../../support/staff';
import { approveRequestOf } from '../../support/admin-cli';
import { uniqueEmail } from '../investors/investor-helpers';

const HEADER =
  'name,email,company,status,access ends (UTC),download allowed,completion %,pages reached,pages in live deck,reading time (seconds),first opened (UTC),last opened (UTC),downloads,last visit (UTC),added (UTC)';

test('Export CSV downloads the filtered investors with their reading, formula-safe, times in UTC', async ({
  context,
  page,
}) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const email = uniqueEmail('csv-export');
  const response = await page.request.post('/api/presentation-access', {
    data: {
      name: 'Csv Investor',
      companyName: '=HYPERLINK("http://evil.example")',
      phoneNumber: '+1 555 0100',
      email,
    },
  });
  expect(response.ok()).toBe(true);
  await approveRequestOf(email);

  await signedInStaff(context, page, 'ir', { email: staffEmail('ir') });
  await page.goto(`${STAFF_INVESTORS_PATH}?search=${encodeURIComponent(email)}&status=active`);
  await expect(page.getByRole('link', { name: 'Csv Investor' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^investors-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).split('\r\n');
  expect(lines.at(-1)).toBe('');
  expect(lines.slice(0, -1)).toHaveLength(2);
  expect(lines[0]).toBe(HEADER);
  const cells = lines[1]!.split(',');
  expect(cells.slice(0, 4)).toEqual([
    'Csv Investor',
    email,
    // The company would run as a formula: quoted, with a leading apostrophe.
    `"'=HYPERLINK(""http://evil.example"")"`,
    'active',
  ]);
  // No end date, downloads allowed; never signed in, so no downloads and no last visit; added at a
  // UTC time.
  expect(cells.slice(4, 6)).toEqual(['', 'yes']);
  expect(cells.slice(-3, -1)).toEqual(['0', '']);
  expect(cells.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(unexpectedErrors(errors)).toEqual([]);
});
