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
