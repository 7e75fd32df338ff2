import { defineConfig } from '@rspack/cli';
import { createFrontendConfig } from '@gloh/shared/build/create-frontend-config.mjs';

const port = Number(process.env.PORT ?? 3003);

export default defineConfig(
  createFrontendConfig({
    appDir: import.meta.dirname,
    federationName: 'demos',
    port,
    publicPath: '/remotes/demos/',
    exposes: { './pages': './src/app/pages.ts' },
    title: 'Gloh demos (standalone)',
    devServer: { client: { webSocketURL: `ws://localhost:${port}/ws` } },
  }),
);
