// Investor relations readies a new deck in the console: uploads it without publishing, notes what
// changed, opens its PDF (a staff-only, never cached response) and only then makes it live. The
// version live before is made live again at the end, so other specs read the deck they expect.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { STAFF_CONSOLE_PATH } from '@gloh/contract/site-paths';
import { STAFF_IR_API_PATHS, staffIrApiPath } from '@gloh/contract/staff-ir';
import { collectPageErrors } from '../../support/page-errors';
import { ROOT } from '../../support/stack';
import {
  confirmStepUp,
  expectConsolePageAccessible,
  signedInStaff,
  staffEmail,
  unexpectedErrors,
} from '../../support/staff';

const DECKS_PATH = `${STAFF_CONSOLE_PATH}/ir/decks`;

/** The site's deck with a line of its own at the end: the same pages, content never seen before. */
function freshDeck(): Buffer {
  const deck = readFileSync(path.join(ROOT, 'api/assets/gloh-investor-presentation.pdf'));
  return Buffer.concat([deck, Buffer.from(`\n% e2e ${Date.now()} ${Math.random()}\n`)]);
}

const versionCard = (page: Page, version: number) =>
  page.getByRole('article', { name: new RegExp(`^Version ${version}\\b`) });

async function makeLive(page: Page, version: number) {
  await page.getByRole('button', { name: `Make live: version ${version}` }).click();
  const dialog = page.getByRole('dialog', { name: `Make version ${version} live?` });
  await dialog.getByRole('button', { name: 'Make live' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Version ${version} is live.` }),
  ).toBeVisible();
}

test('investor relations uploads a version, notes it, previews its PDF, then makes it live', async ({
  context,
  page,
}) => {
  test.setTimeout(480_000);
  const errors = collectPageErrors(page);
  const email = staffEmail('ir-decks');
  await signedInStaff(context, page, 'ir', { email, name: 'Iris Decker' });
  await page.goto(DECKS_PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Deck versions' })).toBeVisible();
  const liveCard = page.getByRole('article').filter({ hasText: 'Live' }).first();
  const previous = Number(
    /Version (\d+)/.exec((await liveCard.getByRole('heading').textContent())!)![1],
  );

  const fileName = `Deck e2e ${Date.now()}.pdf`;
  const pdf = freshDeck();
  await page
    .getByLabel('New deck (PDF)')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: pdf });
  await page
    .getByRole('checkbox', { name: 'Make it live for investors as soon as it is uploaded' })
    .uncheck();
  await page.getByRole('button', { name: 'Upload without publishing' }).click();
  await confirmStepUp(page);
  const uploaded = page
    .getByRole('status')
    .filter({ hasText: /is uploaded; it is not live yet\./ });
  await expect(uploaded).toBeVisible();
  const version = Number(/Version (\d+)/.exec((await uploaded.textContent())!)![1]);

  const card = versionCard(page, version);
  await expect(card).toContainText(`${fileName}, `);
  await expect(card).toContainText(`by Iris Decker (${email}).`);
  await expect(card).not.toContainText('Live');
  await expect(page.getByRole('main')).not.toContainText(/file:|\/assets\/|:[\w -]+\.pdf/);

  await card.getByRole('button', { name: `Add note of version ${version}` }).click();
  const note = card.getByLabel(`Note on version ${version}`);
  await expect(note).toBeFocused();
  await note.fill('New pricing slide; team page updated.');
  await expectConsolePageAccessible(page, 'Deck versions, writing a note');
  await card.getByRole('button', { name: 'Save note' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `The note of version ${version} is saved.` }),
  ).toBeVisible();
  await expect(card).toContainText('Note: New pricing slide; team page updated.');

  // The preview opens in a tab of its own; the PDF's response is what matters here.
  const pdfPath = staffIrApiPath(STAFF_IR_API_PATHS.deckPdf, { version });
  const pdfResponse = context.waitForEvent('response', (res) => res.url().endsWith(pdfPath));
  await card
    .getByRole('link', { name: `Preview PDF of version ${version} (opens in a new tab)` })
    .click();
  const preview = await pdfResponse;
  expect(preview.status()).toBe(200);
  expect(preview.headers()['content-type']).toBe('application/pdf');
  expect(preview.headers()['cache-control']).toBe('no-store');
  // The same bytes as uploaded, through the member's own session.
  expect((await (await page.request.get(pdfPath)).body()).equals(pdf)).toBe(true);
  for (const other of context.pages()) if (other !== page) await other.close();
  await expect(versionCard(page, version)).not.toContainText('Live');

  await expectConsolePageAccessible(page, 'Deck versions with a noted version');
  await card.getByRole('button', { name: `Schedule publish of version ${version}` }).click();
  await expect(card.getByLabel(`Make version ${version} live at (your time)`)).toBeFocused();
  await expectConsolePageAccessible(page, 'Deck versions, choosing when to publish');
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByLabel(`Make version ${version} live at (your time)`)).toHaveCount(0);
  await makeLive(page, version);
  await expect(versionCard(page, version)).toContainText('Live');
  // The new version's pages beside those of the version live before it.
  await page.getByLabel('with version').selectOption(String(previous));
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(
    page.getByRole('table', {
      name: `Median time on each page, version ${version} and version ${previous}`,
    }),
  ).toBeVisible();
  await expectConsolePageAccessible(page, 'Deck versions, two versions compared');
  await makeLive(page, previous);
  // The upload is refused once (403 step-up-required) until the passkey confirms it.
  expect(unexpectedErrors(errors, [403])).toEqual([]);
});
