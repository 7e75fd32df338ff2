import { createJestConfig, createNodeJestConfig } from '@gloh/shared/build/jest-preset.mjs';

export default {
  projects: [
    { ...createJestConfig(), displayName: 'browser', rootDir: import.meta.dirname },
    createNodeJestConfig(import.meta.dirname, ['server']),
  ],
};
