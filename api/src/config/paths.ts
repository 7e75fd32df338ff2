import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Works from src/ (dev, tests) and dist/ (built): both sit one level below the api folder.
export const API_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
