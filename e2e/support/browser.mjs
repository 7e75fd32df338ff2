// Plain JavaScript so scripts/bench-bundles.mjs launches the browser the same way without a build.

/** Debian's Chromium, with the flags this network-less machine needs (no background traffic). */
export function chromiumLaunchOptions(extraArgs = []) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  };
}
