import { createNodeJestConfig } from '@gloh/build-presets/jest-preset.mjs';

export default {
  // The tests start real servers.
  testTimeout: 60_000,
  ...createNodeJestConfig(import.meta.dirname, ['src']),
};
