import path from 'node:path';
// By path, as the Jest presets: @gloh/build-presets depends on this package.
import { testRecordedSurface } from '../../build-presets/recorded-surface.test-support.mjs';

testRecordedSurface(path.resolve(import.meta.dirname, '..'));
