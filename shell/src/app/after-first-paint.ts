/**
 * How long a visible page waits for its first contentful paint before the app starts anyway (a
 * stylesheet stuck on a bad network should not hold the page's JavaScript back for longer).
 */
export const FIRST_PAINT_WAIT_LIMIT_MS = 2000;

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

function supportsPaintTiming(): boolean {
  return (
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint')
  );
}

/**
 * Resolves once the server's HTML has been painted, so the app's scripts are neither fetched nor
 * evaluated ahead of the first paint: on a phone on a slow network they would share the line with
 * the page's stylesheets, and on a slow CPU their evaluation would hold the paint back.
 *
 * The browser's own first-contentful-paint entry is the signal: it is reported once the frame is
 * on screen, which a `requestAnimationFrame` callback (it runs before the paint) cannot tell. A
 * hidden tab paints nothing, so it starts at once; a browser without paint timing waits for one
 * frame and the task after it.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  if (performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const start = () => {
      clearTimeout(limit);
      observer?.disconnect();
      resolve();
    };
    const limit = setTimeout(start, FIRST_PAINT_WAIT_LIMIT_MS);
    if (supportsPaintTiming()) {
      observer = new PerformanceObserver((entries) => {
        if (entries.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0) start();
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => setTimeout(start, 0));
    }
  });
}
