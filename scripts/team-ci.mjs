// One team's pipeline: the checks of one app, run by its own package's `ci` script, so a team can
// release its app without waiting for the others' checks.
//
//   pnpm --filter @gloh/mfe-marketing run ci                  # every step below
//   pnpm --filter @gloh/mfe-marketing run ci -- --only e2e    # some steps (repeat --only)
//
// (`run` is needed: `pnpm ci` is pnpm's own clean-install command.)
// Steps, in the order a failure is cheapest to find: format and lint of the app's folder, its
// typecheck, unit tests (the API's on PostgreSQL too, when one is reachable) and build, then its
// own Playwright specs (the `--e2e` paths its package.json passes, relative to e2e/) against the
// whole site. Typecheck, unit tests and builds are turbo runs (turbo.json): the packages the app
// depends on are built first, and a task whose inputs did not change since it last ran here is
// replayed from the cache. `npm test` (scripts/check.mjs) still runs every check of the workspace.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  canConnect,
  CHROMIUM,
  createStepTimer,
  ensureChromium,
  ensureDependencies,
  ROOT,
  run,
  TEST_DATABASE_URL,
  turbo,
} from './lib/workspace.mjs';

const { values: options } = parseArgs({
  // `pnpm run ci -- --only e2e` hands the script the `--` too.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    e2e: { type: 'string', multiple: true, default: [] },
    only: { type: 'string', multiple: true, default: [] },
  },
});

const appDir = process.cwd();
const folder = path.relative(ROOT, appDir);
const { name: app, scripts = {} } = JSON.parse(
  readFileSync(path.join(appDir, 'package.json'), 'utf8'),
);
if (scripts.ci === undefined || folder.startsWith('..')) {
  throw new Error(`${app ?? appDir} has no ci script; run this from an app's package.json`);
}

const steps = [
  ['format', () => run('pnpm', ['exec', 'prettier', '--check', folder])],
  [
    'lint',
    () => {
      run('pnpm', ['exec', 'eslint', folder, '--max-warnings', '0']);
      run('node', ['scripts/check-css-scope.mjs', folder]);
    },
  ],
  ['typecheck', () => turbo(['typecheck'], [`--filter=${app}`])],
  ['unit tests', () => turbo(['test'], [`--filter=${app}`])],
  scripts['test:pg'] && [
    'unit tests on PostgreSQL',
    async () => {
      if (!(await canConnect(TEST_DATABASE_URL))) {
        if (process.env.CI) throw new Error(`CI needs PostgreSQL at ${TEST_DATABASE_URL}`);
        console.log(`PostgreSQL not reachable at ${TEST_DATABASE_URL}: skipped.`);
        return 'skipped';
      }
      run('pnpm', ['--filter', app, 'test:pg'], { env: { ...process.env, TEST_DATABASE_URL } });
    },
  ],
  ['build', () => turbo(['build'], [`--filter=${app}`])],
  [
    'e2e',
    () => {
      if (options.e2e.length === 0) return 'skipped';
      // The site the specs run is every app's build; the others' come from the cache unless
      // their sources changed since they were last built here.
      turbo(['build']);
      ensureChromium();
      run('pnpm', ['exec', 'playwright', 'test', ...options.e2e], {
        cwd: path.join(ROOT, 'e2e'),
        env: { ...process.env, CHROMIUM_PATH: CHROMIUM },
      });
    },
  ],
].filter(Boolean);

const unknown = options.only.filter((name) => !steps.some(([step]) => step === name));
if (unknown.length > 0) {
  throw new Error(`Unknown step ${unknown.join(', ')}; steps: ${steps.map(([s]) => s).join(', ')}`);
}

const timer = createStepTimer();
await timer.time('install', () => ensureDependencies());
for (const [name, step] of steps) {
  if (options.only.length > 0 && !options.only.includes(name)) continue;
  console.log(`\n=== ${folder}: ${name} ===`);
  try {
    await timer.time(name, step);
  } catch (error) {
    console.error(`\n${folder}: ${name} failed: ${error.message}`);
    timer.print(`${app} ci failed; its steps:`);
    process.exit(error.exitCode ?? 1);
  }
}
timer.print(`${app} ci passed; its steps:`);
