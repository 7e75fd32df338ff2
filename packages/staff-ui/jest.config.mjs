// The presets by path, not by package name: @gloh/build-presets depends on this package (the
// surface it shares at runtime), so depending back on it would make a cycle.
import { createJestConfig, createNodeJestConfig } from '../build-presets/jest-preset.mjs';

export default {
  projects: [
    { ...createJestConfig(), displayName: 'browser', rootDir: import.meta.dirname },
    createNodeJestConfig(import.meta.dirname, ['surface']),
  ],
};
