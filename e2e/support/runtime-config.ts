import type { Page } from '@playwright/test';

/** Serves a deployment's runtime config (flags) to the page, as a different config.json would. */
export async function useRuntimeConfig(page: Page, config: Record<string, unknown>) {
  await page.route('**/config.json', (route) => route.fulfill({ json: config }));
}

/** Stores a consent record so the cookie banner does not cover the page under test. */
export async function acceptCookies(page: Page, baseURL: string) {
  const record = {
    hasConsented: true,
    preferences: { essential: true, analytics: true, marketing: false },
    consentDate: new Date().toISOString(),
    version: '1.0',
  };
  await page.context().addCookies([
    {
      name: 'gloh_cookie_consent',
      value: encodeURIComponent(JSON.stringify(record)),
      url: baseURL,
    },
  ]);
}
