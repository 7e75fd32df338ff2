import type { Page } from '@playwright/test';
import { DEFAULT_FEATURE_FLAGS } from '../../packages/shared/src/feature-flags';

/** Serves a deployment's runtime config (flags) to the page, as a different config.json would. */
export async function useRuntimeConfig(page: Page, config: Record<string, unknown>) {
  await page.route('**/config.json', (route) => route.fulfill({ json: config }));
}

/** Every feature flag on: the config a deployment would serve to show flagged pages. */
export const ALL_FLAGS_ON = {
  flags: Object.fromEntries(Object.keys(DEFAULT_FEATURE_FLAGS).map((name) => [name, true])),
};
