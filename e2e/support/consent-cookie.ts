import type { Page } from '@playwright/test';

/** The shell's consent cookie (shell/src/features/cookie-consent/consent-record.ts). */
export const CONSENT_COOKIE_NAME = 'gloh_cookie_consent';

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
      name: CONSENT_COOKIE_NAME,
      value: encodeURIComponent(JSON.stringify(record)),
      url: baseURL,
    },
  ]);
}

export async function findConsentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === CONSENT_COOKIE_NAME);
}
