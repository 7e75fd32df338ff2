import { createJestConfig } from '@gloh/build-presets/jest-preset.mjs';

export default createJestConfig();
