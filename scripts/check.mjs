// Every check of the workspace, in the order a failure is cheapest to find:
// format, lint, typecheck, unit tests (the API's on PGlite and PostgreSQL), build, Playwright.
// Then a report of outdated direct dependencies, which never fails the run, and a table of every
// step's wall time. Typecheck, unit tests and build are turbo runs (turbo.json): each package after
// the builds it needs, and replayed from the local cache when its inputs did not change; CI's
// clean clone has no cache and runs them all.
import { spawnSync } from 'node:child_process';
import {
  canConnect,
  CHROMIUM,
  createStepTimer,
  ensureChromium,
  ensureDependencies,
  ensureJava,
  run,
  TEST_DATABASE_URL,
  turbo,
} from './lib/workspace.mjs';

/** The API's package: its suites run after every other package's (see unit tests). */
const API_PACKAGE = '@gloh/api';

const steps = [
  ['format', () => run('pnpm', ['format:check'])],
  ['lint', () => run('pnpm', ['lint'])],
  ['typecheck', () => turbo(['typecheck'])],
  // Every other package's suites first, two packages at a time (on two cores Jest gives a run one
  // worker), then the API's alone: its three workers keep both cores busy by themselves. Side by
  // side, the API's workers and the others' only took turns on the cores, each slower for it: on a
  // clean clone the step took 9 min 33 s that way and 7 min 30 s this way (the others 1 min 47 s,
  // then the API 5 min 40 s; 2-vCPU AMD EPYC VM). The API's suites run on PGlite and on PostgreSQL
  // in one Jest run (TEST_DB=both): the two halves fill each other's waits on timers and child
  // processes.
  [
    'unit tests',
    async () => {
      const postgres = await canConnect(TEST_DATABASE_URL);
      if (!postgres) {
        if (process.env.CI) throw new Error(`CI needs PostgreSQL at ${TEST_DATABASE_URL}`);
        console.log(
          `PostgreSQL not reachable at ${TEST_DATABASE_URL}: the API's suites run on PGlite only ` +
            '(set TEST_DATABASE_URL).',
        );
      }
      turbo(['test'], ['--concurrency=2', `--filter=!${API_PACKAGE}`]);
      turbo(['test'], [`--filter=${API_PACKAGE}`], {
        env: { ...process.env, ...(postgres ? { TEST_DB: 'both', TEST_DATABASE_URL } : {}) },
      });
    },
  ],
  ['build', () => turbo(['build'])],
  [
    'e2e',
    () => {
      ensureChromium();
      ensureJava();
      run('pnpm', ['--filter', '@gloh/e2e', 'test'], {
        env: { ...process.env, CHROMIUM_PATH: CHROMIUM },
      });
    },
  ],
];

const only = process.argv.slice(2);
const timer = createStepTimer();
await timer.time('install', () => ensureDependencies());
let passed = 0;
for (const [name, step] of steps) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n=== ${name} ===`);
  try {
    await timer.time(name, step);
    passed += 1;
  } catch (error) {
    console.error(`\n${name} failed: ${error.message}`);
    console.log(`checks: ${passed} passed, 1 failed`);
    timer.print('npm test failed; its steps:');
    process.exit(1);
  }
}
console.log(`checks: ${passed} passed, 0 failed`);

// Known-vulnerability checks cannot run where the registry refuses `pnpm audit` (HTTP 405 on some
// mirrors), so at least every run shows which direct dependencies have newer releases.
if (only.length === 0 || only.includes('outdated')) {
  console.log('\n=== outdated direct dependencies (report only) ===');
  await timer.time('outdated (report only)', () => {
    const outdated = spawnSync('pnpm', ['outdated', '-r', '--format', 'list'], {
      stdio: 'inherit',
      timeout: 180_000,
    });
    if (outdated.status === 0) console.log('All direct dependencies are on their latest release.');
    else if (outdated.status !== 1) console.log('pnpm outdated could not reach the registry.');
  });
}
timer.print('npm test passed; its steps:');
