/**
 * The same composed stack as playwright.config.ts on ports of its own (4700-4703, API 4800), so
 * the demos specs can run while another team's e2e run holds 4000-4100. Usage (from e2e/):
 *   pnpm exec playwright test -c tests/demos/demos-stack.config.ts
 */
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import baseConfig from '../../playwright.config';
import { ROOT, shellEnv } from '../../support/stack';

const PORTS = {
  shell: 4700,
  marketing: 4701,
  investors: 4702,
  demos: 4703,
  api: 4800,
  pglite: 5798,
};
const SITE = `http://localhost:${PORTS.shell}`;
const PGLITE_DIR = path.join(ROOT, 'api/.data/e2e-demos-pglite');

const remote = (name: 'marketing' | 'investors' | 'demos') => ({
  command: [
    'node',
    path.join(ROOT, 'packages/shared/server/serve-remote.mjs'),
    '--root',
    path.join(ROOT, `mfe-${name}/dist`),
    '--prefix',
    `/remotes/${name}/`,
    '--port',
    String(PORTS[name]),
  ].join(' '),
  url: `http://127.0.0.1:${PORTS[name]}/remotes/${name}/mf-manifest.json`,
  reuseExistingServer: false,
});

export default defineConfig({
  ...baseConfig,
  testDir: '.',
  outputDir: path.join(os.tmpdir(), 'gloh-demos-test-results'),
  use: { ...baseConfig.use, baseURL: SITE },
  webServer: [
    {
      command: `rm -rf ${PGLITE_DIR} && node dist/main.js`,
      cwd: path.join(ROOT, 'api'),
      env: {
        PORT: String(PORTS.api),
        PGLITE_DIR,
        PGLITE_SOCKET_PORT: String(PORTS.pglite),
        PUBLIC_SITE_URL: SITE,
        ALLOWED_ORIGINS: SITE,
        LOG_LEVEL: 'warn',
      },
      url: `http://127.0.0.1:${PORTS.api}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    remote('marketing'),
    remote('investors'),
    remote('demos'),
    {
      command: `node ${path.join(ROOT, 'shell/server/serve.mjs')}`,
      env: { ...shellEnv(PORTS), API_ORIGIN: `http://127.0.0.1:${PORTS.api}` },
      url: `http://127.0.0.1:${PORTS.shell}/remotes.json`,
      reuseExistingServer: false,
    },
  ],
});
