import { defineConfig } from '@rspack/cli';
import { remoteBuildConfigs } from '@gloh/build-presets/create-remote-config.mjs';

// Name, dev port and public path come from this folder's entry in packages/shared/src/remotes.json;
// `rspack build` also makes the Node build for server rendering (dist/ssr/).
export default defineConfig(remoteBuildConfigs(import.meta.dirname));
