import { createNodeJestConfig } from '@gloh/build-presets/jest-preset.mjs';

export default {
  // The cap's tests open real sockets.
  testTimeout: 30_000,
  ...createNodeJestConfig(import.meta.dirname, ['src']),
};
