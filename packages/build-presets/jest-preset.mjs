import { fileURLToPath } from 'node:url';

const stubFile = fileURLToPath(new URL('./jest-file-stub.cjs', import.meta.url));
const cssModuleStub = fileURLToPath(new URL('./jest-css-module-stub.cjs', import.meta.url));
const polyfills = fileURLToPath(new URL('./jest-polyfills.ts', import.meta.url));

/** Jest settings of every React app: TypeScript through SWC, jsdom, assets stubbed, CSS module keys as class names. */
export function createJestConfig() {
  return {
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.[jt]sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?@gloh)'],
    // CSS modules first: the first matching pattern wins.
    moduleNameMapper: {
      '\\.module\\.css$': cssModuleStub,
      '\\.(css|svg|png|jpe?g|webp)$': stubFile,
    },
    setupFiles: [polyfills],
    setupFilesAfterEnv: ['@testing-library/jest-dom'],
    testMatch: ['**/*.test.ts?(x)'],
  };
}

/**
 * Jest settings of the Node-side tests (servers, build plugins, the package surface): native ES
 * modules as Node runs them (the test script sets --experimental-vm-modules). TypeScript is
 * stripped by SWC and stays ES modules; imports name the compiled `.js` file, as Node needs.
 * @param {string} rootDir the package folder
 * @param {string[]} folders where its Node tests live, relative to rootDir
 */
export function createNodeJestConfig(rootDir, folders) {
  return {
    displayName: 'node',
    rootDir,
    testEnvironment: 'node',
    roots: folders.map((folder) => `<rootDir>/${folder}`),
    testMatch: ['**/*.test.mjs', '**/*.test.ts'],
    extensionsToTreatAsEsm: ['.ts'],
    // `./module.js` in a TypeScript file is its `./module.ts` source.
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    // Tests and their modules run as Node runs them. Only the few ES-module files that packages
    // load with require() (which Node 20 allows and Jest's module system does not) become CommonJS.
    transform: {
      '^.+\\.ts$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript' },
            target: 'es2022',
            experimental: { keepImportAttributes: true },
          },
          module: { type: 'es6' },
        },
      ],
      '^.+\\.js$': [
        '@swc/jest',
        {
          jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [
      '/node_modules/(?!(\\.pnpm/[^/]+/node_modules/)?(content-disposition|cookie|@rspack/core)/)',
    ],
  };
}
