// The Chromium the benchmarks launch through Playwright: the features they switch off reach it,
// and none of Playwright's own is lost on the way (Chromium honours only the last
// `--disable-features`). The suite's own browser, the headless shell, has no windows to switch off.
import { chromium, expect, test } from '@playwright/test';
import { chromiumLaunchOptions, WINDOW_FEATURES_OFF } from '../support/browser.mjs';

const featuresOf = (flag: string) => flag.slice('--disable-features='.length).split(',');

test('the last --disable-features carries every feature an earlier one names', async () => {
  const server = await chromium.launchServer(chromiumLaunchOptions());
  try {
    const switches = server
      .process()
      .spawnargs.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches.length, 'Playwright’s switch and the suite’s').toBeGreaterThanOrEqual(2);
    const honoured = featuresOf(switches.at(-1)!);
    for (const earlier of switches.slice(0, -1)) {
      expect(honoured).toEqual(expect.arrayContaining(featuresOf(earlier)));
    }
    expect(honoured).toEqual(expect.arrayContaining([...WINDOW_FEATURES_OFF]));
  } finally {
    await server.close();
  }
});

test('a new context gets no WebUI of the browser’s own (the address bar’s popup)', async () => {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const context = await browser.newContext();
    await context.newPage();
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = (await session.send('Target.getTargets')) as {
      targetInfos: { type: string; url: string }[];
    };
    expect(targetInfos.filter((target) => target.url.startsWith('chrome://'))).toEqual([]);
  } finally {
    await browser.close();
  }
});
