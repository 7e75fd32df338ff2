import { createJestConfig } from './build/jest-preset.mjs';

export default createJestConfig();
