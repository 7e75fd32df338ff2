// Downloading the deck, allowed or not per investor: investor relations turn it off on the
// investor's page (asked first, naming the person, then for the passkey); the investor's viewer
// then offers no download and says so, and the download URL is refused in words. Turned back on,
// the button returns and the download is a PDF again.
import { expect, test } from '@playwright/test';
import { API_PATHS } from '@gloh/contract/api';
import { DECK_DOWNLOAD_MESSAGES } from '@gloh/contract/investor-access';
import { collectPageErrors } from '../../support/page-errors';
import {
  confirmStepUp,
  expectConsolePageAccessible,
  signedInStaff,
  STAFF_INVESTORS_PATH,
  staffEmail,
  unexpectedErrors,
} from '../../support/staff';
import { expectAccessibleAtEachWidth } from '../../support/viewports';
import {
  APPROVED_INVESTOR_NAME,
  expectDeckDrawn,
  investorReadingTheDeck,
  uniqueEmail,
} from '../investors/investor-helpers';

test('staff turn downloading off for one investor: their viewer offers none and the URL is refused; turned on, the download works', async ({
  browser,
  context,
  page,
}) => {
  test.setTimeout(360_000);
  const errors = collectPageErrors(page);
  const email = uniqueEmail('download-switch');

  const { context: investorContext, page: investor } = await investorReadingTheDeck(browser, email);
  const downloadLink = investor.getByRole('link', { name: 'Download PDF' });
  await expect(downloadLink).toBeVisible();

  // Investor relations turn downloading off on the investor's page.
  await signedInStaff(context, page, 'ir', { email: staffEmail('ir') });
  await page.goto(`${STAFF_INVESTORS_PATH}?search=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: APPROVED_INVESTOR_NAME }).click();
  const access = page.getByRole('region', { name: 'Access' });
  const toggle = access.getByRole('switch', { name: 'May download the deck' });
  await expect(toggle).toBeChecked();
  await expectConsolePageAccessible(page, 'investor page with the download switch');
  await toggle.click();
  const question = page.getByRole('dialog', {
    name: `Stop ${APPROVED_INVESTOR_NAME} (${email}) downloading the deck?`,
  });
  await expect(question).toBeVisible();
  await expectConsolePageAccessible(page, 'download switch confirmation');
  await question.getByRole('button', { name: 'Turn off downloading' }).click();
  await confirmStepUp(page);
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `${APPROVED_INVESTOR_NAME} can no longer download the deck` }),
  ).toBeVisible();
  await expect(toggle).not.toBeChecked();

  // The investor's viewer, opened anew: no download, in words; the URL itself is refused.
  await investor.reload();
  await expectDeckDrawn(investor);
  await expect(investor.getByText(DECK_DOWNLOAD_MESSAGES.notOffered)).toBeVisible();
  await expect(downloadLink).toHaveCount(0);
  await expectAccessibleAtEachWidth(investor, 'viewer without download');
  const refused = await investor.request.get(API_PATHS.presentationDownload);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe(DECK_DOWNLOAD_MESSAGES.notOffered);

  // The list says so.
  await page.goto(`${STAFF_INVESTORS_PATH}?search=${encodeURIComponent(email)}`);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Not allowed');

  // Turned back on (no question: it takes nothing away), the open viewer follows by itself.
  await page.getByRole('link', { name: APPROVED_INVESTOR_NAME }).click();
  // The passkey confirmed a moment ago still holds: no second step-up.
  await access.getByRole('switch', { name: 'May download the deck' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `${APPROVED_INVESTOR_NAME} may download the deck again.` }),
  ).toBeVisible();
  await expect(downloadLink).toBeVisible({ timeout: 15_000 });
  await expect(investor.getByText(DECK_DOWNLOAD_MESSAGES.notOffered)).toHaveCount(0);
  const [download] = await Promise.all([investor.waitForEvent('download'), downloadLink.click()]);
  expect(download.suggestedFilename()).toBe('gloh-investor-presentation.pdf');
  const allowed = await investor.request.get(API_PATHS.presentationDownload);
  expect(allowed.status()).toBe(200);
  expect(allowed.headers()['content-type']).toBe('application/pdf');

  // The API's step-up-required answer (403) comes before the passkey dialog.
  expect(unexpectedErrors(errors, [403])).toEqual([]);
  await investorContext.close();
});
