import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser.mjs';
import { E2E_PORTS, SITE_URL, stackServers } from './support/stack';

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // A flaky test is fixed, never retried.
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: stackServers(),
  metadata: { ports: E2E_PORTS },
});
