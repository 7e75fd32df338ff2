import { expect, test, type Page } from '@playwright/test';
import { prepareDemoPage } from './demos-helpers';

/** The site's layout-shift budget, as Lighthouse scores it (a visitor who does not scroll or click). */
const MAX_CLS = 0.02;

/**
 * The narrowest phone and a laptop as tall as Lighthouse's desktop screen (940 px): a page shorter
 * than the screen is where a late section pulls the footer up into view.
 */
const SHIFT_VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 940 },
] as const;

const ROUTES = [
  { path: '/demos', heading: 'See Gloh in action', predict: false },
  { path: '/demos/gloh-care', heading: 'GlohCare Patient Portal', predict: false },
  { path: '/demos/gloh-research', heading: 'GlohResearch', predict: false },
  { path: '/demos/gloh-predict', heading: 'GlohPredict Risk Dashboard', predict: true },
] as const;

/**
 * Sums every layout shift from the first paint on. Installed before the page's own scripts, with
 * buffered entries, so the shifts of hydration and of late chunks (charts) are all counted.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            return node instanceof Element
              ? `${node.tagName.toLowerCase()}.${Array.from(node.classList).join('.')}`
              : String(node?.nodeName);
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function layoutShifts(page: Page) {
  return page.evaluate(
    () =>
      (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] })
        .__layoutShifts,
  );
}

for (const viewport of SHIFT_VIEWPORTS) {
  test.describe(`demo pages at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const route of ROUTES) {
      test(`${route.path}: layout shift stays under ${MAX_CLS}`, async ({ page, baseURL }) => {
        await prepareDemoPage(page, baseURL, { predict: route.predict });
        await watchLayoutShifts(page);
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        // Late content (a chart's library, fonts) lands after the heading: let it settle.
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1_000);
        const shifts = await layoutShifts(page);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(MAX_CLS);
      });
    }
  });
}
