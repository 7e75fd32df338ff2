import { expect, test } from '@playwright/test';
import { acceptCookies } from '../../support/consent-cookie';
import { gotoHydrated } from '../../support/hydration';

test('the home page downloads no investors, demos, marketing or apexcharts code', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/');
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The home page's stylesheet comes from the marketing remote, not its code: the page hydrates
  // on interaction (deferred-hydration.spec.ts).
  expect(requests.some((url) => /\/remotes\/marketing\/.*\.css$/.test(url))).toBe(true);
  expect(requests.filter((url) => /\/remotes\/marketing\/.*\.js$/.test(url))).toEqual([]);
  expect(requests.filter((url) => /\/remotes\/(investors|demos)\/|apexcharts/i.test(url))).toEqual(
    [],
  );
});

test('shared dependencies load once: one React and one router for the shell and every remote', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  // The heading is in the server's HTML before any chunk loads: read the share scope once the
  // page has hydrated, when the shell and the page's remote have loaded what they share.
  await gotoHydrated(page, '/about');
  await expect(page.locator('main h1').first()).toBeVisible();
  await gotoHydrated(page, '/investors/roadmap');
  await expect(page.locator('main h1').first()).toBeVisible();
  const shared = await page.evaluate(() => {
    const federation = (
      globalThis as unknown as {
        __FEDERATION__?: {
          __SHARE__?: Record<
            string,
            Record<string, Record<string, Record<string, { loaded?: boolean; from: string }>>>
          >;
        };
      }
    ).__FEDERATION__;
    const result: Record<string, string[]> = {};
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const [name, versions] of Object.entries(packages)) {
          for (const info of Object.values(versions)) {
            if (info.loaded) (result[name] ??= []).push(info.from);
          }
        }
      }
    }
    return result;
  });
  for (const name of ['react', 'react-dom', '@gloh/shared/router']) {
    expect(
      new Set(shared[name] ?? []).size,
      `${name} loaded from ${JSON.stringify(shared[name])}`,
    ).toBe(1);
  }
});
