import type { Page } from '@playwright/test';

/**
 * Makes web-vitals settle the page load's LCP and the tracker send what it holds, as a visitor
 * pressing a key and then putting the tab away would. Call it until the events arrive: web-vitals
 * settles the LCP only on a trusted input that comes after its listeners are in place, and a
 * loaded machine may evaluate its chunk after the test's first input. A Shift press changes nothing
 * on the page. The tab is hidden only for the moment of the event (a dispatched visibilitychange is
 * not trusted, so the tracker sends on it but web-vitals does not settle on it), so a web-vitals
 * that starts later still sees a visible page.
 */
export async function settleAndSendVitals(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    // The document's own property goes; the real getter on Document.prototype answers again.
    delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
  });
}
