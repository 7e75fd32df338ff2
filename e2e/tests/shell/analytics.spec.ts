import { expect, test, type Page, type Request } from '@playwright/test';
import { admin } from '../../support/admin-cli';
import { acceptCookies, CONSENT_COOKIE_NAME } from '../../support/consent-cookie';
import { recordCspViolations } from '../../support/csp-violations';
import { gotoHydrated } from '../../support/hydration';

interface SentEvent {
  kind: 'view' | 'leave';
  path: string;
  viewport: string;
  referrer?: string;
  durationMs?: number;
}

/** Every analytics event the page sends, and whether the analytics code was fetched at all. */
function watchAnalytics(page: Page) {
  const events: SentEvent[] = [];
  const chunks: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/analytics/events') {
      events.push(JSON.parse(request.postData() ?? '{}') as SentEvent);
    }
    if (/\/static\/js\/analytics\.[^/]*\.js$/.test(url.pathname)) chunks.push(url.pathname);
  });
  return { events, chunks };
}

async function navigateInApp(page: Page, linkName: string, path: RegExp) {
  await page.getByRole('contentinfo').getByRole('link', { name: linkName }).click();
  await expect(page).toHaveURL(path);
}

function settingsDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Cookie settings' });
}

test('analytics load and count page views only after consent, SPA navigations included', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const { events, chunks } = watchAnalytics(page);
  await gotoHydrated(page, '/about');
  const banner = page.getByRole('dialog', { name: 'We value your privacy' });
  await expect(banner).toBeVisible({ timeout: 5000 });
  await navigateInApp(page, 'Platform', /\/platform$/);
  await page.waitForTimeout(500);
  expect(events, 'no event before consent').toEqual([]);
  expect(chunks, 'no analytics code before consent').toEqual([]);

  await banner.getByRole('button', { name: 'Accept All' }).click();
  await expect.poll(() => events.length).toBe(1);
  expect(events[0]).toEqual({ kind: 'view', path: '/platform', viewport: 'desktop' });
  expect(chunks).toHaveLength(1);

  await navigateInApp(page, 'About Us', /\/about$/);
  await expect.poll(() => events.length).toBe(3);
  expect(events[1]).toMatchObject({ kind: 'leave', path: '/platform' });
  expect(events[1]!.durationMs).toBeGreaterThan(0);
  expect(events[2]).toEqual({ kind: 'view', path: '/about', viewport: 'desktop' });

  // No cookie and no storage of its own: the consent cookie is all the site set.
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookies).toEqual([CONSENT_COOKIE_NAME]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  expect(violations).toEqual([]);

  // Stored through the site's own /api, as staff read them (sent is not yet stored: read until it is).
  await expect
    .poll(
      async () =>
        (await admin<{ pages: { path: string; views: number }[] }>('analytics', '--days', '1'))
          .pages,
      { timeout: 15_000 },
    )
    .toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/platform' }),
        expect.objectContaining({ path: '/about' }),
      ]),
    );
});

test('Reject All, or a consent without analytics, sends nothing', async ({ page }) => {
  const { events, chunks } = watchAnalytics(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, '/about');
  await page.getByRole('button', { name: 'Reject All' }).click();
  await navigateInApp(page, 'Platform', /\/platform$/);
  await page.reload();
  await navigateInApp(page, 'About Us', /\/about$/);
  await page.waitForTimeout(1000);
  expect(events).toEqual([]);
  expect(chunks).toEqual([]);
});

test('withdrawing consent stops analytics at once, without a reload', async ({ page, baseURL }) => {
  await acceptCookies(page, baseURL!);
  const { events } = watchAnalytics(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await gotoHydrated(page, '/about');
  await expect.poll(() => events.length).toBe(1);
  expect(events[0]).toEqual({ kind: 'view', path: '/about', viewport: 'mobile' });

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  const dialog = settingsDialog(page);
  await dialog.getByRole('switch', { name: 'Analytics' }).uncheck();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog).toBeHidden();

  await navigateInApp(page, 'Platform', /\/platform$/);
  await navigateInApp(page, 'About Us', /\/about$/);
  // Leaving the tab would report the time on page: not any more.
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await page.waitForTimeout(1000);
  expect(events, 'nothing after the withdrawal, not even the time on the page').toHaveLength(1);

  // Given again, counting resumes on the same page without a reload.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await settingsDialog(page).getByRole('button', { name: 'Accept All' }).click();
  await expect.poll(() => events.length).toBe(2);
  expect(events[1]).toEqual({ kind: 'view', path: '/about', viewport: 'mobile' });
});
