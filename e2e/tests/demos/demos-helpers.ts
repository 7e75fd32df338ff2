import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { acceptCookies, useRuntimeConfig } from '../../support/runtime-config';

export const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

/** The cookie banner answered and the predict flag set as the test needs. */
export async function prepareDemoPage(
  page: Page,
  baseURL: string | undefined,
  { predict }: { predict: boolean },
) {
  await useRuntimeConfig(page, { flags: { glohPredictDemo: predict } });
  await acceptCookies(page, baseURL ?? 'http://localhost:4000');
}

export async function openDemo(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

export const DEMO_PAGES = [
  { path: '/demos', heading: 'See Gloh in action' },
  { path: '/demos/gloh-predict', heading: 'GlohPredict Risk Dashboard' },
  { path: '/demos/gloh-care', heading: 'GlohCare Patient Portal' },
  { path: '/demos/gloh-research', heading: 'GlohResearch' },
] as const;

/** WCAG 2.2 AA as axe checks it, with the opt-in target-size (2.5.8) rule switched on. */
export async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  const found = results.violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(found, `${label} at ${page.viewportSize()?.width} px`).toEqual([]);
}

export async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'page must not scroll sideways').toBeLessThanOrEqual(innerWidth);
}
