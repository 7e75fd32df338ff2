// Jest's sequencer is CommonJS: its class is the module's `default` export.
import { statSync } from 'node:fs';
import JestSequencer from '@jest/test-sequencer';
import { specsOfGroup } from './spec-group-imports.js';

const TestSequencer = JestSequencer.default ?? JestSequencer;

/**
 * A suite's size, as the order's guess at how long it takes: a spec group's file is only a list
 * of imports, so its size is that of the specs it imports.
 */
function suiteSize(path) {
  if (!path.includes('/test/spec-groups/')) return statSync(path).size;
  return specsOfGroup(path).reduce((size, spec) => size + statSync(spec).size, 0);
}

/** PGlite's half of a group is the slower one (its database runs in the worker's own thread). */
function onPglite(test) {
  return test.context.config.displayName?.name === 'pglite';
}

/**
 * Jest's own order (suites that failed last time first, then the longest by its timing cache), but
 * where it has no timings, as on a clean clone, largest first by suiteSize. Jest's fallback is the
 * file's own size, which put the spec groups, the run's longest suites, after every other: the
 * last one started minutes before the end and ran on alone.
 */
export default class SuiteOrder extends TestSequencer {
  sort(tests) {
    const sizes = new Map(tests.map((test) => [test.path, suiteSize(test.path)]));
    for (const test of tests) test.duration = this.time(test);
    return tests.sort((a, b) => {
      const failedA = this.hasFailed(a);
      if (failedA !== this.hasFailed(b)) return failedA ? -1 : 1;
      const timedA = a.duration != null;
      if (timedA !== (b.duration != null)) return timedA ? 1 : -1;
      if (timedA) return b.duration - a.duration;
      return sizes.get(b.path) - sizes.get(a.path) || Number(onPglite(b)) - Number(onPglite(a));
    });
  }
}
