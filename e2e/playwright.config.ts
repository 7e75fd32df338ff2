import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser.mjs';
import { E2E_PORTS, SITE_URL, stackServers } from './support/stack';

/**
 * Specs with sites of their own (the page sweep, and those that take remotes down, break or
 * redeploy them): they never touch the shared site's config, so they run beside its specs.
 */
const OWN_SITE_SPECS = [
  '**/*-page-sweep.spec.ts',
  '**/independence/**',
  '**/press-feed.spec.ts',
  '**/remote-failure.spec.ts',
  '**/remote-lifecycle.spec.ts',
  '**/form-posts-without-scripts.spec.ts',
  '**/version-skew.spec.ts',
];

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
};

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // Within a project, one spec at a time: the shared site's specs switch its one config, and the
  // specs with sites of their own share ports. The two projects run side by side.
  fullyParallel: false,
  workers: 2,
  // A flaky test is fixed, never retried.
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    { name: 'shared site', testIgnore: OWN_SITE_SPECS, workers: 1, use: chromium },
    { name: 'own sites', testMatch: OWN_SITE_SPECS, workers: 1, use: chromium },
  ],
  webServer: stackServers(),
  metadata: { ports: E2E_PORTS },
});
