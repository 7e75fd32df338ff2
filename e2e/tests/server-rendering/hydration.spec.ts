import { expect, test, type Page } from '@playwright/test';
import { acceptCookies } from '../../support/consent-cookie';
import { clientOnlyMarker } from '../../support/hydration';
import { ROUTE_TABLE } from '../../support/route-expectations';
import { VIEWPORTS } from '../../support/viewports';
import { pageOfEachKind } from '../../support/page-sweep';

/**
 * One page of each kind (remote and layout): how a page hydrates while its remote's code is slow
 * depends on its kind; every page's own hydration is checked by the page sweep.
 */
const PAGES = pageOfEachKind(ROUTE_TABLE);

/**
 * Console errors and warnings, uncaught errors (React reports failed hydration this way), and
 * failed requests: a visitor without a session must not even see the session check fail.
 */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

async function startLayoutShiftCount(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { __layoutShift: number };
    state.__layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
      }>) {
        if (!entry.hadRecentInput) state.__layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Whether React has taken over the page's heading (a dehydrated section's elements have no fiber). */
function headingIsReacts(page: Page) {
  return page
    .locator('main h1')
    .first()
    .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}

async function expectHydrated(page: Page) {
  // Client-only parts appear once React has taken over the server's HTML.
  await expect(clientOnlyMarker(page)).toBeVisible();
  expect(
    await page.evaluate(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer'),
      ),
    ),
  ).toBe(true);
}

for (const viewport of VIEWPORTS) {
  test.describe(`hydration at ${viewport.width} px, remote chunks delayed`, () => {
    test.use({ viewport });

    test('one page of each kind hydrates without errors, warnings or layout shift', async ({
      page,
      baseURL,
    }) => {
      await acceptCookies(page, baseURL!);
      await startLayoutShiftCount(page);
      await page.route('**/remotes/*/static/js/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      const problems = watchProblems(page);
      for (const { path, hydration } of PAGES) {
        await page.goto(path);
        const serverHeading = await page.locator('main h1').first().textContent();
        await expectHydrated(page);
        if (hydration === 'on-interaction') {
          // Its section keeps the server's HTML until a visitor interacts with it.
          await page.waitForLoadState('networkidle');
          expect(await headingIsReacts(page), `${path}: hydrated before any interaction`).toBe(
            false,
          );
          await page.locator('main h1').first().hover();
        }
        await expect.poll(() => headingIsReacts(page), `${path}: the page hydrates`).toBe(true);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('main h1').first()).toHaveText(serverHeading ?? '');
        const shift = await page.evaluate(
          () => (window as unknown as { __layoutShift: number }).__layoutShift,
        );
        expect(shift, `${path}: layout shift`).toBeLessThanOrEqual(0.02);
        expect(problems, path).toEqual([]);
      }
    });
  });
}

test('a visitor who stays on the home page past the session re-check sees no error', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  await page.clock.install();
  const problems = watchProblems(page);
  const sessionChecks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/me')) sessionChecks.push(request.url());
  });
  await page.goto('/');
  await expectHydrated(page);
  await expect(page.getByRole('button', { name: 'Session status: No Session' })).toBeVisible();
  // The widget re-checks every 30 s (on the page's clock, run forward here).
  await page.clock.runFor(65_000);
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  expect(sessionChecks).toEqual([]);
});
