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

/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testRegex: '.*\\.(spec|e2e-spec)\\.ts$',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['@swc/jest', swcOptions] },
  globalSetup: '<rootDir>/test/support/global-setup.js',
  // Timeouts here and in the suites are sized for the slowest supported CI machine, not a desktop.
  testTimeout: 60000,
  maxWorkers: 2,
};
