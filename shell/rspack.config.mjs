import { defineConfig } from '@rspack/cli';
import { createFrontendConfig } from '@gloh/shared/build/create-frontend-config.mjs';

const remoteDevPorts = { marketing: 3001, investors: 3002, demos: 3003 };

export default defineConfig(
  createFrontendConfig({
    appDir: import.meta.dirname,
    federationName: 'shell',
    port: Number(process.env.PORT ?? 3000),
    publicPath: '/',
    devServer: {
      // Host, remotes and API on one origin in dev too, as in production.
      proxy: [
        ...Object.entries(remoteDevPorts).map(([name, port]) => ({
          context: [`/remotes/${name}/`],
          target: `http://localhost:${port}`,
        })),
      ],
    },
  }),
);
