import { afterFirstPaint, FIRST_PAINT_WAIT_LIMIT_MS } from './after-first-paint';

/** A stand-in for the browser's paint timing: the test decides when the first paint is reported. */
class FakePaintObserver {
  static supportedEntryTypes = ['paint'];
  static instances: FakePaintObserver[] = [];
  observed = false;
  disconnected = false;

  constructor(
    private readonly callback: (entries: { getEntriesByName(name: string): unknown[] }) => void,
  ) {
    FakePaintObserver.instances.push(this);
  }

  observe() {
    this.observed = true;
  }

  disconnect() {
    this.disconnected = true;
  }

  report(name: string) {
    this.callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) });
  }
}

describe('afterFirstPaint', () => {
  const originalObserver = globalThis.PerformanceObserver;
  let paintEntries: { name: string }[];
  let visibility: DocumentVisibilityState;

  beforeEach(() => {
    jest.useFakeTimers();
    FakePaintObserver.instances = [];
    paintEntries = [];
    visibility = 'visible';
    globalThis.PerformanceObserver = FakePaintObserver as unknown as typeof PerformanceObserver;
    // jsdom's performance has no entries API: the page's paint entries are the test's.
    Object.defineProperty(performance, 'getEntriesByName', {
      configurable: true,
      value: (name: string) => paintEntries.filter((entry) => entry.name === name),
    });
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
    globalThis.PerformanceObserver = originalObserver;
    delete (performance as Partial<Performance>).getEntriesByName;
  });

  /** Whether the promise has settled, after the microtasks queued so far have run. */
  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return async () => {
      await Promise.resolve();
      await Promise.resolve();
      return done;
    };
  };

  it('waits for the first contentful paint, then stops observing', async () => {
    const isDone = settled(afterFirstPaint());
    const observer = FakePaintObserver.instances[0]!;
    expect(observer.observed).toBe(true);
    jest.advanceTimersByTime(500);
    observer.report('first-paint');
    expect(await isDone()).toBe(false);
    observer.report('first-contentful-paint');
    expect(await isDone()).toBe(true);
    expect(observer.disconnected).toBe(true);
  });

  it('resolves at once when the page has already painted', async () => {
    paintEntries = [{ name: 'first-contentful-paint' }];
    const isDone = settled(afterFirstPaint());
    expect(await isDone()).toBe(true);
    expect(FakePaintObserver.instances).toHaveLength(0);
  });

  it('resolves at once in a hidden tab, which paints nothing', async () => {
    visibility = 'hidden';
    const isDone = settled(afterFirstPaint());
    expect(await isDone()).toBe(true);
  });

  it('starts anyway when no paint is reported in time', async () => {
    const isDone = settled(afterFirstPaint());
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_LIMIT_MS - 1);
    expect(await isDone()).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await isDone()).toBe(true);
    expect(FakePaintObserver.instances[0]!.disconnected).toBe(true);
  });

  it('waits for one frame and the task after it where paint timing is missing', async () => {
    FakePaintObserver.supportedEntryTypes = [];
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    try {
      const isDone = settled(afterFirstPaint());
      expect(FakePaintObserver.instances).toHaveLength(0);
      expect(await isDone()).toBe(false);
      frames.shift()!(performance.now());
      expect(await isDone()).toBe(false);
      jest.advanceTimersByTime(0);
      expect(await isDone()).toBe(true);
    } finally {
      FakePaintObserver.supportedEntryTypes = ['paint'];
    }
  });
});
