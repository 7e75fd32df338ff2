// ESM mode: Nest 12 ships ES modules only, so tests run under --experimental-vm-modules.
const swcOptions = {
  sourceMaps: 'inline',
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    // Without decorator metadata Nest DI and class-validator fail silently.
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    keepClassNames: true,
  },
  module: { type: 'es6' },
};

/** What each run of the suites shares, whichever database it is on. */
const suites = {
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '.*\\.(spec|e2e-spec)\\.ts$',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['@swc/jest', swcOptions] },
};

/**
 * The suites that use a database: the e2e specs (each boots the app on a fresh one) and the
 * migrator's. The others (parsers, pipes, clocks, the import graph, the schema's generation check)
 * touch none, and a run on both databases runs them once: test/support/database-guard.ts refuses
 * them a database, so a spec that starts using one fails until it is named or listed here.
 */
const DATABASE_SUITES = ['\\.e2e-spec\\.ts$', '/src/database/migrator\\.spec\\.ts$'];

/**
 * A run on both databases (the check script's and CI's full run) runs the e2e specs in groups:
 * test/spec-groups/*.ts each import the specs of one area, so Jest loads the app's modules into a
 * suite's context once per group instead of once per spec (about 4.5 s of CPU each; four small
 * specs took 23 s one by one and 15 s as one suite). A spec in no group would never run there:
 * test/spec-groups.spec.ts fails until it is in exactly one. Other runs take the specs one by one.
 */
const GROUPED_DATABASE_SUITES = [
  '/test/spec-groups/[^/]+\\.ts$',
  '/src/database/migrator\\.spec\\.ts$',
];

/**
 * TEST_DB=pg runs the suites on PostgreSQL (TEST_DATABASE_URL), TEST_DB=both on PGlite and
 * PostgreSQL in one run: one build, one worker pool, so one database's suites fill the other's
 * waits (the check script's way); any other value, on PGlite.
 */
const both =
  process.env.TEST_DB === 'both'
    ? [
        ...['pglite', 'pg'].map((database) => ({
          ...suites,
          displayName: database,
          testRegex: GROUPED_DATABASE_SUITES,
          setupFiles: [`<rootDir>/test/support/on-${database}.js`],
        })),
        {
          ...suites,
          displayName: 'no database',
          testPathIgnorePatterns: ['/node_modules/', ...DATABASE_SUITES],
          setupFiles: ['<rootDir>/test/support/on-no-database.js'],
        },
      ]
    : undefined;

/** @type {import('jest').Config} */
export default {
  ...(both ? { projects: both } : suites),
  globalSetup: '<rootDir>/test/support/global-setup.js',
  // Longest suites first even where Jest has no timings yet (test/support/suite-order.js).
  testSequencer: '<rootDir>/test/support/suite-order.js',
  // Timeouts here and in the suites are sized for the slowest supported CI machine, not a desktop.
  testTimeout: 60000,
  // One worker more than the two cores CI has: many suites wait on real timers, sockets and child
  // processes, and a third worker fills those waits (a full PGlite run: 199 s with two, 168 s with
  // three, on a 2-vCPU AMD EPYC VM).
  maxWorkers: 3,
  // package.json's test scripts also give V8 64 MB semi-spaces (--max-semi-space-size=64): every
  // suite loads the app's modules anew into a context of its own, and with the default young
  // generation the workers collected it over and over (a full run on both databases, 2-vCPU AMD
  // EPYC VM: 613 → 579 s, 1,072 → 1,007 s of CPU).
};
