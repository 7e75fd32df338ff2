// The CPU slowdown the browser benchmarks emulate a mid-range phone with. A fixed 4x of a fast
// desktop is not 4x of a busy one: Chromium's benchmark index (Lighthouse's, higher is faster)
// says how fast the host is right now, and a mid-range phone scores about 400.

export const PHONE_BENCHMARK_INDEX = 400;

/** The range an index measured in a burst of load or of idleness is held to. */
const MIN_SLOWDOWN = 1;
const MAX_SLOWDOWN = 10;

/**
 * The slowdown for a host of `benchmarkIndex`, to one decimal; `CPU_SLOWDOWN=<n>` in the
 * environment fixes it instead (to compare builds at one slowdown).
 */
export function cpuSlowdown(benchmarkIndex) {
  const fixed = Number(process.env.CPU_SLOWDOWN);
  if (fixed > 0) return fixed;
  const scaled = Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 10) / 10;
  return Math.min(MAX_SLOWDOWN, Math.max(MIN_SLOWDOWN, scaled));
}

/** How the slowdown was chosen, for the line a benchmark prints beside its figures. */
export function describeSlowdown(benchmarkIndex) {
  const how =
    Number(process.env.CPU_SLOWDOWN) > 0 ? 'CPU_SLOWDOWN' : `index / ${PHONE_BENCHMARK_INDEX}`;
  return `benchmark index ${Math.round(benchmarkIndex)}, CPU slowdown ${cpuSlowdown(benchmarkIndex)}x (${how})`;
}
