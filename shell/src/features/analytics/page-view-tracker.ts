import {
  ANALYTICS_DURATION_MAX_MS,
  viewportClassOf,
  type AnalyticsEventPayload,
} from '@gloh/contract/analytics';
import { API_PATHS } from '@gloh/contract/api';
import { sendBeacon } from './send-beacon';

/**
 * The site's own analytics, loaded (as its own chunk) only once the visitor's consent allows it.
 * It sets no cookie and stores nothing in the browser: each page view is a 'view' event (path,
 * where a visit came from, screen-width class) and 'leave' events with the time the page was on
 * screen, sent to our API, which keeps a daily salted hash instead of the visitor's address.
 */
export interface PageViewTracker {
  /** The visitor is on `path` now (the first page, or a navigation inside the site). */
  pageView(path: string): void;
  /** Consent withdrawn: nothing more is sent, not even the current page's time. */
  stop(): void;
}

/** The other site a visit came from; nothing for a visit from this site or with no referrer. */
function referrerOrigin(): string | undefined {
  try {
    const origin = new URL(document.referrer).origin;
    return origin !== window.location.origin && /^https?:/.test(origin) ? origin : undefined;
  } catch {
    return undefined;
  }
}

function send(event: AnalyticsEventPayload): void {
  sendBeacon(API_PATHS.analyticsEvents, event);
}

export function startTracking(): PageViewTracker {
  let stopped = false;
  let firstView = true;
  let path: string | null = null;
  /** Since when the current page has been on screen, or null while the tab is hidden. */
  let visibleSince: number | null = null;

  const viewport = () => viewportClassOf(window.innerWidth);

  /** Sends the time on screen since the last report; the report adds them up per page. */
  const reportTime = () => {
    if (stopped || path === null || visibleSince === null) return;
    const durationMs = Math.min(
      Math.round(performance.now() - visibleSince),
      ANALYTICS_DURATION_MAX_MS,
    );
    visibleSince = null;
    send({ kind: 'leave', path, viewport: viewport(), durationMs });
  };

  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') reportTime();
    else if (path !== null && visibleSince === null) visibleSince = performance.now();
  };
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('pagehide', reportTime);

  return {
    pageView(next) {
      if (stopped || next === path) return;
      reportTime();
      path = next;
      visibleSince = document.visibilityState === 'visible' ? performance.now() : null;
      const referrer = firstView ? referrerOrigin() : undefined;
      firstView = false;
      send({ kind: 'view', path: next, viewport: viewport(), ...(referrer ? { referrer } : {}) });
    },
    stop() {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', reportTime);
    },
  };
}
