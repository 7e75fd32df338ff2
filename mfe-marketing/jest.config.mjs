import { createJestConfig } from '@gloh/shared/build/jest-preset.mjs';

export default createJestConfig();
