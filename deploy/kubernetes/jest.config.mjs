import { createNodeJestConfig } from '@gloh/build-presets/jest-preset.mjs';

export default {
  // One strict pass type-checks every manifest with TypeScript: seconds, not milliseconds.
  testTimeout: 60_000,
  ...createNodeJestConfig(import.meta.dirname, ['test']),
  displayName: 'kubernetes',
};
