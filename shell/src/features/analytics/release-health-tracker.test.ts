import { API_PATHS } from '@gloh/contract/api';
import { RELEASE_HEALTH_LIMITS } from '@gloh/contract/release-health';
import { EARLY_ERRORS_SCRIPT } from './early-errors';
import type { PageRelease } from './page-release';
import {
  RELEASE_HEALTH_FLUSH_MS,
  startReleaseHealth,
  type ReleaseHealthTracker,
  type VitalsLibrary,
} from './release-health-tracker';

const MARKETING: PageRelease = { remote: 'marketing', release: '3f9a0c1b2d' };

/** What web-vitals would report, delivered when the test says so. */
function fakeVitals() {
  const callbacks: Record<string, (metric: { name: string; value: number }) => void> = {};
  const library: VitalsLibrary = {
    onLCP: (callback) => (callbacks.LCP = callback),
    onINP: (callback) => (callbacks.INP = callback),
    onCLS: (callback) => (callbacks.CLS = callback),
  };
  return {
    load: () => Promise.resolve(library),
    report: (name: string, value: number) => callbacks[name]!({ name, value }),
  };
}

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}

/** Uncaught errors as the browser announces them (jsdom would otherwise print them). */
function throwUncaught(error: unknown) {
  window.dispatchEvent(
    new ErrorEvent('error', { error, message: String(error), cancelable: true }),
  );
}
/** Marks every uncaught error of the tests handled, so jsdom does not fail the test for it. */
const handled = (event: Event) => event.preventDefault();

describe('release health tracker', () => {
  let beacons: { url: string; body: { events: Record<string, unknown>[] } }[];
  let tracker: ReleaseHealthTracker | undefined;

  beforeAll(() => window.addEventListener('error', handled));
  afterAll(() => window.removeEventListener('error', handled));

  beforeEach(() => {
    jest.useFakeTimers();
    beacons = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, body: string) => {
        beacons.push({ url, body: JSON.parse(body) as { events: Record<string, unknown>[] } });
        return true;
      },
    });
    window.history.pushState({}, '', '/platform');
  });

  afterEach(() => {
    tracker?.stop();
    jest.useRealTimers();
  });

  it('sends the vitals of the page load, tagged with remote and release, when the page is hidden', async () => {
    const vitals = fakeVitals();
    const releaseOf = jest.fn((path: string) => (path === '/platform' ? MARKETING : undefined));
    tracker = startReleaseHealth({ releaseOf, loadVitals: vitals.load });
    await Promise.resolve();
    vitals.report('LCP', 1834.4);
    vitals.report('CLS', 0.04213);
    vitals.report('INP', 96);
    vitals.report('LCP', 999_999); // past its range: the API would refuse the batch
    expect(beacons).toEqual([]);
    hide();
    expect(beacons).toEqual([
      {
        url: API_PATHS.releaseHealth,
        body: {
          events: [
            { kind: 'vital', ...MARKETING, path: '/platform', metric: 'LCP', value: 1834 },
            { kind: 'vital', ...MARKETING, path: '/platform', metric: 'CLS', value: 0.0421 },
            { kind: 'vital', ...MARKETING, path: '/platform', metric: 'INP', value: 96 },
          ],
        },
      },
    ]);
    hide();
    expect(beacons).toHaveLength(1);
  });

  it('does not load web-vitals for a page that belongs to no release', async () => {
    const load = jest.fn(fakeVitals().load);
    tracker = startReleaseHealth({ releaseOf: () => undefined, loadVitals: load });
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
  });

  it('reports uncaught errors and rejections of the current page, capped and cleaned', async () => {
    tracker = startReleaseHealth({
      releaseOf: () => MARKETING,
      loadVitals: () => new Promise(() => undefined),
    });
    throwUncaught(new TypeError('x is undefined'));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: `bad\nline ${'y'.repeat(400)}` });
    window.dispatchEvent(rejection);
    jest.advanceTimersByTime(RELEASE_HEALTH_FLUSH_MS);
    const [first] = beacons;
    expect(first!.body.events[0]).toEqual({
      kind: 'error',
      ...MARKETING,
      path: '/platform',
      message: 'TypeError: x is undefined',
    });
    const message = first!.body.events[1]!.message as string;
    expect(message).toMatch(/^bad line y+$/);
    expect(message).toHaveLength(RELEASE_HEALTH_LIMITS.maxErrorMessageLength);

    for (let n = 0; n < 50; n += 1) throwUncaught(new Error(`loop ${n}`));
    hide();
    const sent = beacons.flatMap((beacon) => beacon.body.events);
    expect(sent).toHaveLength(RELEASE_HEALTH_LIMITS.maxErrorsPerPage);
  });

  it("reports the errors from before it started, kept by the document's inline script", async () => {
    // As the document's head runs it, before any other script.
    (0, eval)(EARLY_ERRORS_SCRIPT);
    window.history.pushState({}, '', '/about');
    throwUncaught(new TypeError('early'));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('rejected early') });
    window.dispatchEvent(rejection);
    window.history.pushState({}, '', '/platform');
    tracker = startReleaseHealth({
      releaseOf: () => MARKETING,
      loadVitals: () => new Promise(() => undefined),
    });
    throwUncaught(new Error('later'));
    hide();
    expect(beacons.flatMap((beacon) => beacon.body.events)).toEqual([
      { kind: 'error', ...MARKETING, path: '/about', message: 'TypeError: early' },
      { kind: 'error', ...MARKETING, path: '/about', message: 'Error: rejected early' },
      // Once: the inline script no longer listens.
      { kind: 'error', ...MARKETING, path: '/platform', message: 'Error: later' },
    ]);
    expect('__glohEarlyErrors' in window).toBe(false);
  });

  it('sends nothing more once consent is withdrawn, not even what waits', async () => {
    const vitals = fakeVitals();
    tracker = startReleaseHealth({ releaseOf: () => MARKETING, loadVitals: vitals.load });
    await Promise.resolve();
    vitals.report('LCP', 1200);
    throwUncaught(new Error('before'));
    tracker.stop();
    throwUncaught(new Error('after'));
    vitals.report('INP', 40);
    hide();
    jest.advanceTimersByTime(RELEASE_HEALTH_FLUSH_MS);
    expect(beacons).toEqual([]);
  });
});
