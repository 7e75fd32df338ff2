// Plain JavaScript so the benchmark scripts (scripts/bench-*.mjs) launch the browser the same way
// without a build.

const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, with the flags a machine without internet access needs (no background traffic). */
const BASE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The features Playwright 1.65 switches off by default (its `chromiumSwitches`). */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 gives every new window (each Playwright context is one) a WebUI renderer for the
 * address bar's suggestions popup, which headless never shows: about 1.3 s of CPU per context,
 * more than loading one of the site's pages. A context that loads /about used 3.1 s of the
 * browser's CPU with these on and 1.2 s with them off (2-vCPU AMD EPYC VM).
 */
export const WINDOW_FEATURES_OFF = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * For Playwright. Chromium honours only the last `--disable-features` switch and Playwright puts
 * its own before the caller's arguments, so this one carries Playwright's list as well as the
 * suite's (tests/chromium-flags.spec.ts fails when a Playwright update adds to its list).
 */
export function chromiumLaunchOptions(extraArgs = []) {
  return {
    executablePath: EXECUTABLE,
    args: [
      ...BASE_FLAGS,
      `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...WINDOW_FEATURES_OFF].join(',')}`,
      ...extraArgs,
    ],
  };
}

/**
 * For chrome-launcher (Lighthouse), which keeps its own list of features off: a run uses one
 * window, so the per-window renderer above costs it once.
 */
export function chromeLauncherOptions(extraArgs = []) {
  return { chromePath: EXECUTABLE, chromeFlags: [...BASE_FLAGS, ...extraArgs] };
}
