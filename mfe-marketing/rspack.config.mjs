import { defineConfig } from '@rspack/cli';
import { createFrontendConfig } from '@gloh/shared/build/create-frontend-config.mjs';

const port = Number(process.env.PORT ?? 3001);

export default defineConfig(
  createFrontendConfig({
    appDir: import.meta.dirname,
    federationName: 'marketing',
    port,
    publicPath: '/remotes/marketing/',
    exposes: { './pages': './src/app/pages.ts' },
    title: 'Gloh marketing (standalone)',
    devServer: { client: { webSocketURL: `ws://localhost:${port}/ws` } },
  }),
);
