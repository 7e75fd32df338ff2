import { createJestConfig, createNodeJestConfig } from './build/jest-preset.mjs';

export default {
  projects: [
    { ...createJestConfig(), displayName: 'browser', rootDir: import.meta.dirname },
    createNodeJestConfig(import.meta.dirname, ['test', 'build', 'server', 'surface']),
  ],
};
