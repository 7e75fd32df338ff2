import { expect, type Page } from '@playwright/test';
import { acceptCookies } from '../../support/consent-cookie';
import { waitForHydration } from '../../support/hydration';
import { useRuntimeConfig } from '../../support/runtime-config';

/** The cookie banner answered and the predict flag set as the test needs. */
export async function prepareDemoPage(
  page: Page,
  baseURL: string | undefined,
  { predict }: { predict: boolean },
) {
  await useRuntimeConfig(page, { flags: { glohPredictDemo: predict } });
  await acceptCookies(page, baseURL ?? 'http://localhost:4000');
}

/** Opens a demo once it is interactive: the server's HTML shows it before React has hydrated it. */
export async function openDemo(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitForHydration(page);
}

export const DEMO_PAGES = [
  { path: '/demos', heading: 'See Gloh in action' },
  { path: '/demos/gloh-predict', heading: 'GlohPredict Risk Dashboard' },
  { path: '/demos/gloh-care', heading: 'GlohCare Patient Portal' },
  { path: '/demos/gloh-research', heading: 'GlohResearch' },
] as const;

/** The demos hub, opened with the predict flag as the test needs, and its three cards. */
export async function openDemosHub(
  page: Page,
  baseURL: string | undefined,
  flags: { predict: boolean },
) {
  await prepareDemoPage(page, baseURL, flags);
  await openDemo(page, '/demos', 'See Gloh in action');
  return {
    predict: page.getByTestId('demo-card-gloh-predict'),
    care: page.getByTestId('demo-card-gloh-care'),
    research: page.getByTestId('demo-card-gloh-research'),
  };
}
