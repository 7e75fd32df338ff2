// The browser every spec runs in: the features the suite switches off reach Chromium, and none of
// Playwright's own is lost on the way (Chromium honours only the last `--disable-features`).
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

test('a new context gets no WebUI of the browser’s own (the address bar’s popup)', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await context.newPage();
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = (await session.send('Target.getTargets')) as {
    targetInfos: { type: string; url: string }[];
  };
  await context.close();
  expect(targetInfos.filter((target) => target.url.startsWith('chrome://'))).toEqual([]);
});
