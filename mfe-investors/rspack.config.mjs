import { defineConfig } from '@rspack/cli';
import { createFrontendConfig } from '@gloh/shared/build/create-frontend-config.mjs';

const port = Number(process.env.PORT ?? 3002);

export default defineConfig(
  createFrontendConfig({
    appDir: import.meta.dirname,
    federationName: 'investors',
    port,
    publicPath: '/remotes/investors/',
    exposes: { './pages': './src/app/pages.ts' },
    title: 'Gloh investors (standalone)',
    devServer: { client: { webSocketURL: `ws://localhost:${port}/ws` } },
  }),
);
