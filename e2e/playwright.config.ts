import { defineConfig, devices } from '@playwright/test';
import { suiteLaunchOptions } from './support/browser.mjs';
import {
  E2E_PORTS,
  SECOND_SITE_URL,
  SITE_URL,
  stackServers,
  THIRD_SITE_URL,
} from './support/stack';

/**
 * The specs of the second project: the specs with stacks of their own (remotes taken down, broken
 * or redeployed; releases made and rolled back), and page-level specs that need no mail link,
 * staff account or analytics from the first site. They open the second shell (the same remotes and
 * API, a runtime config of its own) while the first project's specs open the first.
 */
const SECOND_SITE_SPECS = [
  '**/independence/**',
  '**/press-feed.spec.ts',
  '**/remote-failure.spec.ts',
  '**/remote-lifecycle.spec.ts',
  '**/form-posts-without-scripts.spec.ts',
  '**/version-skew.spec.ts',
  '**/no-script-navigation.spec.ts',
  '**/marketing-a11y.spec.ts',
  '**/marketing-interactions.spec.ts',
  '**/cookie-settings.spec.ts',
  '**/floating-layout.spec.ts',
  '**/demos-interactions.spec.ts',
  '**/investor-errors.spec.ts',
  '**/marketing-contact.spec.ts',
  '**/scroll-and-consent.spec.ts',
  '**/session-status-widget.spec.ts',
  '**/deck-viewer.spec.ts',
  '**/investor-print.spec.ts',
];

/**
 * The third project's: page-level checks (markup, head tags, hydration, accessibility) and the
 * shell's page sweep, on the third shell. The other page sweeps run on the first site, which keeps
 * the first project's share of the run at about half (see workers).
 */
const THIRD_SITE_SPECS = [
  '**/shell/shell-page-sweep.spec.ts',
  '**/html-validity.spec.ts',
  '**/hydration.spec.ts',
  '**/stock-ticker.spec.ts',
  '**/server-html.spec.ts',
  '**/header.spec.ts',
  '**/anchor-offset.spec.ts',
  '**/demos-hub.spec.ts',
  '**/demos-a11y.spec.ts',
  '**/marketing-pages.spec.ts',
  '**/marketing-line-breaks.spec.ts',
  '**/investor-a11y.spec.ts',
  '**/investor-pages.spec.ts',
  '**/form-hydration.spec.ts',
  '**/security-headers.spec.ts',
  '**/lazy-loading.spec.ts',
  '**/privacy-page.spec.ts',
  '**/routes.spec.ts',
  '**/observatory.spec.ts',
  '**/demos-host.spec.ts',
];

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
};

export default defineConfig({
  testDir: './tests',
  // Timeouts here and in the specs are sized for the slowest supported CI machine, not a desktop.
  // Two specs, a browser and the servers share two cores, so a spec takes two to three times as
  // long as alone; the longest staff journeys came within seconds of 45 s on a 2-vCPU VM whose
  // Chromium benchmark index was about 2,700, and passed 90 s on one of about 1,450, where the
  // whole suite took twice as long. A passing spec never waits for a timeout, so a wide one
  // costs nothing.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // Within a project, one spec at a time: its specs switch its site's one runtime config, and the
  // private stacks share ports. Each project has its own shell; two specs run at once, from any
  // two projects, so a lane that finishes early takes the next spec of another. The browser and
  // the servers keep a 2-core machine's CPU busy with two: a third lane only made every spec
  // slower, and timeouts likelier, without ending the run sooner. In practice the first site's
  // specs hold one lane for the whole run and the second's and then the third's hold the other,
  // so the first site's share is kept at about half of all spec time: when the first's specs took
  // 676 s and the others' 1,125 s, the third's last 450 s ran alone on one lane (a clean-clone CI
  // on a 2-vCPU AMD EPYC VM); with the marketing sweep and the hydration checks moved to the
  // first, 1,037 s against 815 s, so the hydration checks and the stock ticker's went back; with
  // the staff journeys grown, 1,434 s against 1,214 s, so the sweep's laptop half went too. With
  // axe's check cheaper, 605 s against 880 s, so that half came back, with the investor and demo
  // sweeps (143 s together). The third site's specs run one at a time, so whatever of them is
  // left when the first site's end runs on one lane: the first ended 55 s before the third (818
  // against 872 s into a 2-vCPU run), so Lighthouse's SEO check (27 s, any site will do) went to
  // the first.
  fullyParallel: false,
  workers: 2,
  // A flaky test is fixed, never retried.
  retries: 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: SITE_URL,
    // A failed test keeps a screenshot and the page's accessibility tree (error-context.md). No
    // trace: recording one costs every test, passed or not (a sixth of the suite's CPU time), so a
    // failure is traced where it is investigated: `playwright test --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: suiteLaunchOptions(),
  },
  projects: [
    {
      name: 'first site',
      testIgnore: [...SECOND_SITE_SPECS, ...THIRD_SITE_SPECS],
      workers: 1,
      use: chromium,
    },
    {
      name: 'second site',
      testMatch: SECOND_SITE_SPECS,
      workers: 1,
      use: { ...chromium, baseURL: SECOND_SITE_URL },
    },
    {
      name: 'third site',
      testMatch: THIRD_SITE_SPECS,
      workers: 1,
      use: { ...chromium, baseURL: THIRD_SITE_URL },
    },
  ],
  webServer: stackServers(),
  metadata: { ports: E2E_PORTS },
});
