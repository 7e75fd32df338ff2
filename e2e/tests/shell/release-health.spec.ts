import { expect, test, type Page } from '@playwright/test';
import { admin } from '../../support/admin-cli';
import { acceptCookies } from '../../support/consent-cookie';
import { gotoHydrated } from '../../support/hydration';
import { settleAndSendVitals } from '../../support/release-health';

interface ReleaseRow {
  remote: string;
  release: string;
  lcpP75Ms: number | null;
  errors: number;
}

/** The release of a remote this page runs: the hash of the versioned entry the server chose. */
async function releaseOf(page: Page, remote: string): Promise<string> {
  const entry = await page.evaluate(
    (name) =>
      (
        JSON.parse(document.getElementById('gloh-server-state')!.textContent!) as {
          remoteEntries: Record<string, string>;
        }
      ).remoteEntries[name],
    remote,
  );
  return /remoteEntry\.([0-9a-f]+)\.js$/.exec(entry ?? '')![1]!;
}

test("with consent, a page's vitals and uncaught errors are stored under its remote's release", async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  const batches: { events: { kind: string; remote: string; release: string }[] }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/analytics/release-health')
      batches.push(JSON.parse(request.postData() ?? '{}'));
  });
  await gotoHydrated(page, '/platform');
  const release = await releaseOf(page, 'marketing');
  // An input makes web-vitals settle the LCP; an error nobody catches is reported.
  await page.getByRole('heading', { level: 1 }).click();
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error('release-health e2e'))));

  await expect
    .poll(
      async () => {
        await settleAndSendVitals(page);
        return batches.flatMap((batch) => batch.events).map((event) => event.kind);
      },
      { timeout: 15_000 },
    )
    .toEqual(expect.arrayContaining(['vital', 'error']));
  for (const event of batches.flatMap((batch) => batch.events))
    expect(event).toMatchObject({ remote: 'marketing', release });

  // Sent is not yet stored: the staff tool's report is read until the API has stored both.
  let row: ReleaseRow | undefined;
  await expect
    .poll(
      async () => {
        const report = await admin<{ releases: ReleaseRow[] }>(
          'vitals',
          '--remote',
          'marketing',
          '--days',
          '1',
        );
        row = report.releases.find((found) => found.release === release);
        return (row?.lcpP75Ms ?? 0) > 0 && (row?.errors ?? 0) >= 1;
      },
      { timeout: 15_000, message: `an LCP and an error stored for ${release}` },
    )
    .toBe(true);
  expect(row).toMatchObject({ remote: 'marketing', release });
});

test('an error thrown before release health has loaded is reported once it has', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  const messages: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/analytics/release-health') return;
    const { events } = JSON.parse(request.postData() ?? '{}') as {
      events: { kind: string; message?: string }[];
    };
    for (const event of events) if (event.kind === 'error') messages.push(event.message!);
  });
  // The analytics chunk is held back until the error has happened.
  let releaseChunk = () => {};
  const chunkReleased = new Promise<void>((resolve) => (releaseChunk = resolve));
  let chunkAsked = false;
  await page.route(/\/static\/js\/analytics\.[0-9a-f]+\.js$/, async (route) => {
    chunkAsked = true;
    await chunkReleased;
    await route.continue();
  });
  await gotoHydrated(page, '/platform');
  await expect.poll(() => chunkAsked, { timeout: 15_000 }).toBe(true);
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error('before release health'))));
  // Kept by the document's inline script, which the page's Content-Security-Policy lets run.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (window as unknown as { __glohEarlyErrors?: { errors: unknown[] } }).__glohEarlyErrors
            ?.errors.length,
      ),
    )
    .toBe(1);
  releaseChunk();
  await expect
    .poll(() => page.evaluate(() => '__glohEarlyErrors' in window), { timeout: 15_000 })
    .toBe(false);
  await expect
    .poll(
      async () => {
        await settleAndSendVitals(page);
        return messages;
      },
      { timeout: 15_000 },
    )
    .toEqual(['Error: before release health']);
});
