import { createJestConfig, createNodeJestConfig } from '@gloh/build-presets/jest-preset.mjs';

export default {
  // A run-wide setting (Jest ignores it in a project): the Node tests start real servers.
  testTimeout: 60_000,
  projects: [
    { ...createJestConfig(), displayName: 'browser', rootDir: import.meta.dirname },
    createNodeJestConfig(import.meta.dirname, ['server', 'build']),
  ],
};
