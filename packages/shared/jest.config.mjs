// The presets by path, not by package name: @gloh/build-presets depends on this package (the
// remotes list and its version), so depending back on it would make a cycle.
import { createJestConfig, createNodeJestConfig } from '../build-presets/jest-preset.mjs';

export default {
  // A run-wide setting (Jest ignores it in a project): the Node tests start real servers.
  testTimeout: 60_000,
  projects: [
    { ...createJestConfig(), displayName: 'browser', rootDir: import.meta.dirname },
    createNodeJestConfig(import.meta.dirname, ['test', 'surface']),
  ],
};
