import { createJestConfig } from '@gloh/shared/build/jest-preset.mjs';

const base = createJestConfig();

export default {
  ...base,
  setupFiles: [...(base.setupFiles ?? []), '<rootDir>/jest.polyfills.ts'],
};
