import { defineConfig } from '@rspack/cli';
import { createRemoteConfig } from '@gloh/shared/build/create-remote-config.mjs';

// Name, dev port and public path come from this folder's entry in packages/shared/src/remotes.json.
export default defineConfig(createRemoteConfig(import.meta.dirname));
