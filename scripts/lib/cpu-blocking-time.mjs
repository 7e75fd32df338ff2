// Total Blocking Time counted from the main thread's own CPU time, beside Lighthouse's.
//
// Lighthouse's simulated throttling multiplies each main-thread task's wall time by the CPU
// slowdown. On a host with few cores, a task's wall time also holds the time the main thread
// waited for a core while the browser's other processes, its tracing and the site's servers ran
// (docs/benchmarks.md, Lighthouse, has how much). A phone's main thread has a core of its own, so
// the same slowdown applied to CPU time models the phone whatever else the host is doing. It is a
// lower bound: waits a phone has as well (a synchronous IPC, a compositor commit) are left out.

/** Lighthouse's threshold: the part of a task beyond 50 ms blocks. */
const BLOCKING_THRESHOLD_MS = 50;

/**
 * The page's main thread: the thread of the last top-level navigation to an http(s) address
 * (Lighthouse loads about:blank first).
 */
function mainThreadOf(traceEvents) {
  const navigations = traceEvents.filter(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isOutermostMainFrame &&
      /^https?:/.test(event.args?.data?.documentLoaderURL ?? ''),
  );
  return navigations.at(-1);
}

/**
 * The blocking time, at `slowdown`, of the main thread's tasks after the first contentful paint:
 * each task's CPU time (`tdur`) multiplied by the slowdown, less 50 ms. A task under way at the
 * first paint counts from it, and the part of its threshold already spent before it is not given
 * again, as Lighthouse counts. NaN when the trace has no navigation or first paint.
 * @param {Array<Record<string, any>>} traceEvents a page load's trace (Lighthouse's artifact)
 * @param {number} slowdown the CPU slowdown the run modelled
 */
export function cpuBlockingTime(traceEvents, slowdown) {
  const navigation = mainThreadOf(traceEvents);
  if (!navigation) return Number.NaN;
  const { pid, tid } = navigation;
  const firstPaint = traceEvents.find(
    (event) =>
      event.name === 'firstContentfulPaint' && event.pid === pid && event.ts >= navigation.ts,
  )?.ts;
  if (firstPaint === undefined) return Number.NaN;
  const tasks = traceEvents
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        event.pid === pid &&
        event.tid === tid &&
        event.ts + event.dur > firstPaint,
    )
    .sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  let endOfLast = -Infinity;
  for (const task of tasks) {
    // A task nested in another (a nested run loop) is part of it.
    if (task.ts < endOfLast) continue;
    endOfLast = task.ts + task.dur;
    const cpuShare = (task.tdur ?? task.dur) / Math.max(task.dur, 1);
    const before = (Math.max(0, firstPaint - task.ts) * cpuShare * slowdown) / 1000;
    const after = (Math.min(task.dur, endOfLast - firstPaint) * cpuShare * slowdown) / 1000;
    blocking += Math.max(0, after - Math.max(0, BLOCKING_THRESHOLD_MS - before));
  }
  return blocking;
}
