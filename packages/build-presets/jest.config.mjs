import { createNodeJestConfig } from './jest-preset.mjs';

export default {
  // The build tests run Rspack.
  testTimeout: 60_000,
  ...createNodeJestConfig(import.meta.dirname, ['.']),
};
