/** Debian's Chromium, with the flags this network-less machine needs (no background traffic). */
export function chromiumLaunchOptions(extraArgs: string[] = []) {
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
