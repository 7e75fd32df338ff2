import { ANALYTICS_TEXT_RULES } from '@gloh/contract/analytics';
import { API_PATHS } from '@gloh/contract/api';
import { checkField } from '@gloh/contract/field-rules';
import {
  isVitalValue,
  RELEASE_HEALTH_LIMITS,
  type ReleaseHealthEvent,
  type VitalMetric,
} from '@gloh/contract/release-health';
import { takeEarlyErrors } from './early-errors';
import type { PageRelease } from './page-release';
import { sendBeacon } from './send-beacon';

/**
 * Release health, with the visitor's analytics consent: the Core Web Vitals of the page load
 * (LCP, INP, CLS, measured by the web-vitals library, loaded only now) and the uncaught errors,
 * each tagged with the remote and release of the page, sent in batches like the page views. Errors
 * from before it started are taken from the document's inline listener (early-errors.ts).
 */
export interface ReleaseHealthTracker {
  /** Consent withdrawn: nothing more is sent, not even what is waiting. */
  stop(): void;
}

/** What web-vitals gives each callback; only these fields are read. */
interface VitalReport {
  name: string;
  value: number;
}
type OnVital = (callback: (metric: VitalReport) => void) => void;
export type VitalsLibrary = Record<'onLCP' | 'onINP' | 'onCLS', OnVital>;

export interface ReleaseHealthOptions {
  /** The remote and release of the page at a path (see page-release.ts). */
  releaseOf(pathname: string): PageRelease | undefined;
  /** The web-vitals library, loaded when the tracker starts (its own chunk). */
  loadVitals?: () => Promise<VitalsLibrary>;
}

/** Errors are sent this long after the first one waits, unless the page is hidden first. */
export const RELEASE_HEALTH_FLUSH_MS = 5_000;

const loadWebVitals = () => import(/* webpackChunkName: "web-vitals" */ 'web-vitals');

/** The path the document itself was loaded at: the page load the vitals measure. */
function landingPath(): string {
  const [navigation] = performance.getEntriesByType?.('navigation') ?? [];
  try {
    return navigation ? new URL(navigation.name).pathname : window.location.pathname;
  } catch {
    return window.location.pathname;
  }
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSENDABLE_CHARACTER = /^[\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]$/;

/** One line of text within the API's limits: control characters out, cut to the cap. */
function messageOf(reason: unknown): string {
  const text =
    reason instanceof Error
      ? `${reason.name}: ${reason.message}`
      : typeof reason === 'string'
        ? reason
        : 'Non-error value thrown';
  // By code point, so a cut never leaves half a surrogate pair; lone halves and control
  // characters (which the API refuses) go.
  const characters = Array.from(text)
    .map((character) => (UNSENDABLE_CHARACTER.test(character) ? ' ' : character))
    .join('')
    .trim();
  let message = characters || 'Error';
  while (message.length > RELEASE_HEALTH_LIMITS.maxErrorMessageLength)
    message = Array.from(message).slice(0, -1).join('');
  return message.trim();
}

/** Only paths the API takes (the page views' rule): a batch with one bad event is refused whole. */
const isSendablePath = (path: string) => checkField(ANALYTICS_TEXT_RULES.path, path) === null;

const VITAL_DECIMALS: Record<VitalMetric, number> = { LCP: 0, INP: 0, CLS: 4 };

export function startReleaseHealth({
  releaseOf,
  loadVitals = loadWebVitals,
}: ReleaseHealthOptions): ReleaseHealthTracker {
  let stopped = false;
  let queue: ReleaseHealthEvent[] = [];
  let errorsSent = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    while (!stopped && queue.length > 0) {
      const events = queue.slice(0, RELEASE_HEALTH_LIMITS.maxEventsPerBatch);
      queue = queue.slice(events.length);
      sendBeacon(API_PATHS.releaseHealth, { events });
    }
  };

  const enqueue = (event: ReleaseHealthEvent) => {
    if (stopped) return;
    queue.push(event);
    if (queue.length >= RELEASE_HEALTH_LIMITS.maxEventsPerBatch) flush();
    else timer ??= setTimeout(flush, RELEASE_HEALTH_FLUSH_MS);
  };

  const recordError = (reason: unknown, path = window.location.pathname) => {
    if (errorsSent >= RELEASE_HEALTH_LIMITS.maxErrorsPerPage) return;
    const page = isSendablePath(path) ? releaseOf(path) : undefined;
    if (!page) return;
    errorsSent += 1;
    enqueue({ kind: 'error', ...page, path, message: messageOf(reason) });
  };
  const onError = (event: ErrorEvent) => recordError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => recordError(event.reason);
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', flush);
  // After the listeners are added: no error falls between the inline script's and these.
  for (const { reason, path } of takeEarlyErrors()) recordError(reason, path);

  // Vitals describe the document's load, whichever page the visitor has moved on to since.
  const path = landingPath();
  const landing = isSendablePath(path) ? releaseOf(path) : undefined;
  if (landing) {
    loadVitals().then(
      (vitals) => {
        if (stopped) return;
        const record = ({ name, value }: VitalReport) => {
          const metric = name as VitalMetric;
          if (!(metric in VITAL_DECIMALS)) return;
          const rounded = Number(value.toFixed(VITAL_DECIMALS[metric]));
          // Past its range (a tab left in the background) the API would refuse the whole batch.
          if (!isVitalValue(metric, rounded)) return;
          enqueue({ kind: 'vital', ...landing, path, metric, value: rounded });
        };
        vitals.onLCP(record);
        vitals.onINP(record);
        vitals.onCLS(record);
      },
      // Without its chunk (offline, a deploy in between) the vitals go unmeasured.
      () => undefined,
    );
  }

  return {
    stop() {
      stopped = true;
      queue = [];
      if (timer !== undefined) clearTimeout(timer);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', flush);
    },
  };
}
