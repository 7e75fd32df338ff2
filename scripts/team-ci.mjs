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
// other apps as they were last released: locally, their existing builds. Another app is built
// only when it has no build at all, never rebuilt. `npm test` (scripts/check.mjs) still runs
// every check of the workspace.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES } from '../packages/shared/src/remotes.mjs';
import {
  canConnect,
  CHROMIUM,
  createStepTimer,
  ensureChromium,
  ensureDependencies,
  ROOT,
  run,
  TEST_DATABASE_URL,
} from './lib/workspace.mjs';

/**
 * The apps of the site and what their build leaves behind, which the e2e stack
 * (e2e/support/stack.ts) runs: an app with all of these files counts as released.
 */
const APPS = [
  {
    package: '@gloh/shell',
    folder: 'shell',
    outputs: ['dist/config.json', 'dist-server', 'dist-node/serve.js'],
    css: true,
  },
  ...REMOTES.map((remote) => ({
    package: remote.package,
    folder: remote.folder,
    outputs: ['dist/mf-manifest.json', 'dist/ssr'],
    css: true,
  })),
  { package: '@gloh/api', folder: 'api', outputs: ['dist/main.js'], postgres: true },
];
/** The workspace packages the apps depend on and the compiled files the e2e stack runs. */
const PACKAGES = [
  { package: '@gloh/contract', folder: 'packages/contract', outputs: ['dist'] },
  { package: '@gloh/web-server', folder: 'packages/web-server', outputs: ['dist/serve-remote.js'] },
];

const { values: options } = parseArgs({
  // `pnpm run ci -- --only e2e` hands the script the `--` too.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    e2e: { type: 'string', multiple: true, default: [] },
    only: { type: 'string', multiple: true, default: [] },
  },
});

const appDir = process.cwd();
const {
  name: packageName,
  dependencies = {},
  devDependencies = {},
} = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
const app = APPS.find((candidate) => candidate.package === packageName);
if (!app) {
  throw new Error(
    `${packageName} is not an app of the site (${APPS.map((a) => a.package).join(', ')}); run this from an app's package.json`,
  );
}
const workspaceDependencies = PACKAGES.map((pkg) => pkg.package).filter(
  (name) => name in dependencies || name in devDependencies,
);

const isBuilt = ({ folder, outputs }) =>
  outputs.every((output) => existsSync(path.join(ROOT, folder, output)));

/** The other apps' builds and the packages' compiled files the stack runs, built once if missing. */
function ensureReleasedBuilds() {
  for (const other of [...PACKAGES, ...APPS]) {
    if (other === app) continue;
    if (isBuilt(other)) {
      console.log(`${other.package}: using its existing build (${other.folder}/)`);
      continue;
    }
    console.log(`${other.package}: no build yet, building it once`);
    run('pnpm', ['--filter', other.package, 'build']);
  }
}

const steps = [
  ['format', () => run('pnpm', ['exec', 'prettier', '--check', app.folder])],
  [
    'lint',
    () => {
      run('pnpm', ['exec', 'eslint', app.folder, '--max-warnings', '0']);
      if (app.css) run('node', ['scripts/check-css-scope.mjs', app.folder]);
    },
  ],
  ['typecheck', () => run('pnpm', ['--filter', app.package, 'typecheck'])],
  ['unit tests', () => run('pnpm', ['--filter', app.package, 'test'])],
  app.postgres && [
    'unit tests on PostgreSQL',
    async () => {
      if (!(await canConnect(TEST_DATABASE_URL))) {
        if (process.env.CI) throw new Error(`CI needs PostgreSQL at ${TEST_DATABASE_URL}`);
        console.log(`PostgreSQL not reachable at ${TEST_DATABASE_URL}: skipped.`);
        return 'skipped';
      }
      run('pnpm', ['--filter', app.package, 'test:pg'], {
        env: { ...process.env, TEST_DATABASE_URL },
      });
    },
  ],
  ['build', () => run('pnpm', ['--filter', app.package, 'build'])],
  [
    'e2e',
    () => {
      if (options.e2e.length === 0) return 'skipped';
      ensureReleasedBuilds();
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

// Only the packages this app builds on are recompiled when their sources changed: the shell's
// server, for instance, stays as the shell's team released it.
const timer = createStepTimer();
await timer.time('install', () =>
  ensureDependencies({ compiled: [...workspaceDependencies, app.package] }),
);
for (const [name, step] of steps) {
  if (options.only.length > 0 && !options.only.includes(name)) continue;
  console.log(`\n=== ${app.folder}: ${name} ===`);
  try {
    await timer.time(name, step);
  } catch (error) {
    console.error(`\n${app.folder}: ${name} failed: ${error.message}`);
    timer.print(`${app.package} ci failed; its steps:`);
    process.exit(error.exitCode ?? 1);
  }
}
timer.print(`${app.package} ci passed; its steps:`);
