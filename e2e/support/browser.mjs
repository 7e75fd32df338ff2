// Plain JavaScript with no imports, so the benchmark scripts (scripts/bench-*.mjs) launch the
// browser without a build and the check scripts install the browsers named here before anything
// else is installed.

/** Debian's Chromium: the browser the benchmarks model a visitor's with. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, what Playwright itself runs
 * headless tests in): the same Blink and V8 without the browser's windows, profile services and
 * GPU compositing. The suite opens a context per test; for the same 14 pages swept (2-vCPU AMD
 * EPYC VM) the browser's processes took 52 s of CPU in it against 74 s in Chromium.
 */
export const HEADLESS_SHELL =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** The flags a machine without internet access needs (no background traffic). */
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

/** For the test suite: Playwright's own switches suffice in the headless shell. */
export function suiteLaunchOptions(extraArgs = []) {
  return { executablePath: HEADLESS_SHELL, args: [...BASE_FLAGS, ...extraArgs] };
}

/**
 * For Playwright in the benchmarks. Chromium honours only the last `--disable-features` switch and
 * Playwright puts its own before the caller's arguments, so this one carries Playwright's list as
 * well as the window features (tests/chromium-flags.spec.ts fails when a Playwright update adds
 * to its list).
 */
export function chromiumLaunchOptions(extraArgs = []) {
  return {
    executablePath: CHROMIUM,
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
  return { chromePath: CHROMIUM, chromeFlags: [...BASE_FLAGS, ...extraArgs] };
}
