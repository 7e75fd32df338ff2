import type { Page } from '@playwright/test';

/**
 * Makes the page see a browser that refuses cookies: navigator.cookieEnabled is false and
 * document.cookie neither keeps nor returns anything (so no consent can be stored either).
 */
export async function disableCookies(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false });
    Object.defineProperty(Document.prototype, 'cookie', { get: () => '', set: () => {} });
  });
}
