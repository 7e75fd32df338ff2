interface TaskScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task so the browser can paint and handle input before the next step. On a
 * phone, loading React, the app's modules and the page's module in one go is one long task that
 * blocks the main thread for a few hundred milliseconds; split at these points, no task is long.
 * `scheduler.yield()` resumes ahead of other queued tasks (Chromium); elsewhere a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
