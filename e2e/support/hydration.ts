import { expect, type Page } from '@playwright/test';

/** The footer's session status: rendered only in the browser, once React has hydrated the page. */
export function clientOnlyMarker(page: Page) {
  return page.getByRole('button', { name: /^Session status/ });
}

/**
 * Waits until React has taken over the server's HTML. Server-rendered forms are on screen (and
 * take typing) before that, but only hydrated ones handle a submit: clicked earlier, the browser
 * submits the form itself and reloads the page. A page declared `hydration: on-interaction` (the
 * home page) is hydrated by its first interaction after this: the shell holds a click until then.
 */
export async function waitForHydration(page: Page) {
  await expect(clientOnlyMarker(page)).toBeAttached();
}

/**
 * Holds back every remote's JavaScript until the returned function is called: the page shows its
 * server HTML and cannot hydrate (the shell loads the page's module before it hydrates, unless the
 * page is declared `hydration: on-interaction`).
 */
export async function holdRemoteCode(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/*/static/js/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Holds back every script the page asks for, the shell's and the remotes', for as long as the
 * page is open: nothing starts, so the page stays the server's HTML however long a check of it
 * takes. (With only the remotes' code held, the shell's federation runtime gives up on it after
 * its own timeout and hydrates the page with its unavailable panel.)
 */
export async function holdAllScripts(page: Page): Promise<void> {
  await page.route(/\.m?js(?:\?|$)/, () => new Promise<void>(() => {}));
}

/** Opens a page and waits for its hydration, so its forms and buttons respond as in use. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}
