import { expect, test, type Locator, type Page } from '@playwright/test';
import { MAX_LAYOUT_SHIFT } from '../../support/page-sweep';
import { expectNoAxeViolations } from '../../support/axe';
import { acceptCookies } from '../../support/consent-cookie';
import {
  clientOnlyMarker,
  gotoHydrated,
  holdRemoteCode,
  waitForHydration,
} from '../../support/hydration';
import { textOf } from '../../support/raw-html';
import { useBuiltRuntimeConfig, useRuntimeConfig } from '../../support/runtime-config';
import { expectNoHorizontalScroll, VIEWPORTS } from '../../support/viewports';

const TICKER_ON = { flags: { stockTicker: true } };
const SAMPLE_DATA_LABEL = 'Sample data — not live quotes';
/** The investor-relations pages open with the band (see README, "The stock ticker"). */
const TICKER_PAGES = [
  '/investors/presentation-access',
  '/investors/roadmap',
  '/investors/financials',
  '/investors/press-releases',
] as const;
/** The rest of the site, the deck viewer and the mailed password-reset page go without. */
const PAGES_WITHOUT_TICKER = ['/', '/about', '/investors/presentation', '/reset-password'];

const ticker = (page: Page) => page.getByRole('region', { name: 'Stock ticker' });
const track = (page: Page) => page.getByTestId('stock-ticker-track');

/** Where the track is now: a moving band gives a new offset every frame. */
const trackOffset = (page: Page) =>
  track(page).evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41);

async function expectMoving(page: Page) {
  const first = await trackOffset(page);
  await expect.poll(() => trackOffset(page), { timeout: 3_000 }).not.toBe(first);
}

async function expectStill(page: Page) {
  await expect(track(page)).toHaveCSS('animation-name', 'none');
  const first = await trackOffset(page);
  await page.waitForTimeout(500);
  expect(await trackOffset(page)).toBe(first);
  expect(first).toBe(0);
}

/** Standing still, every quote is within reach: the quotes scroll sideways with the arrow keys. */
async function scrollToLastQuoteByKeyboard(page: Page) {
  const quotes = ticker(page).getByRole('region', { name: 'Sample quotes' });
  const last = ticker(page).getByRole('listitem').last();
  await expect(last).not.toBeInViewport();
  await quotes.focus();
  await expect(quotes).toBeFocused();
  for (let press = 0; press < 60; press += 1) {
    await page.keyboard.press('ArrowRight');
    if (
      await last.evaluate((item) => {
        const box = item.getBoundingClientRect();
        const scroller = item.closest('[role="region"][tabindex]')!.getBoundingClientRect();
        return box.right <= scroller.right + 1;
      })
    )
      break;
  }
  await expect(last).toBeInViewport({ ratio: 1 });
}

/** Each quote as a screen reader reads it: without the parts hidden from assistive technology. */
function spokenQuotes(list: Locator) {
  return list.getByRole('listitem').evaluateAll((items) =>
    items.map((item) => {
      const copy = item.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    }),
  );
}

/** WCAG contrast of each rising and falling figure against the band behind it. */
function directionContrasts(page: Page) {
  return ticker(page).evaluate((band) => {
    const luminance = (rgb: string) => {
      const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
        const channel = Number(part) / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const background = luminance(getComputedStyle(band).backgroundColor);
    const list = band.querySelector('ul:not([aria-hidden])')!;
    return Array.from(list.querySelectorAll('li')).map((item) => {
      const figure = item.querySelector('[aria-hidden="true"]')!;
      const colour = luminance(getComputedStyle(figure).color);
      const [light, dark] = [colour, background].sort((a, b) => b - a);
      return { quote: item.textContent, ratio: (light! + 0.05) / (dark! + 0.05) };
    });
  });
}

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookies(page, baseURL!);
});

test('server HTML: the investor pages carry the band with the flag on, no other page does', async ({
  page,
}) => {
  await useRuntimeConfig(page, TICKER_ON);
  for (const path of TICKER_PAGES) {
    const text = textOf(await (await page.request.get(path)).text());
    expect(text, path).toContain(SAMPLE_DATA_LABEL);
    expect(text, path).toContain('GLOH 42.18 ▲ +1.26 (+3.08%) up 1.26 (3.08%)');
    expect(text, path).toContain('XMPL-A 118.40 ▼ −2.35 (−1.95%) down 2.35 (1.95%)');
  }
  for (const path of PAGES_WITHOUT_TICKER) {
    const text = textOf(await (await page.request.get(path)).text());
    expect(text, path).not.toContain(SAMPLE_DATA_LABEL);
  }
});

test('flag off (the default): no band, in the HTML or after hydration', async ({ page }) => {
  // The same page carries it while the flag is on, so its absence below is the flag's doing.
  await useRuntimeConfig(page, TICKER_ON);
  expect(textOf(await (await page.request.get('/investors/roadmap')).text())).toContain(
    SAMPLE_DATA_LABEL,
  );
  useBuiltRuntimeConfig();
  for (const path of TICKER_PAGES) {
    const text = textOf(await (await page.request.get(path)).text());
    expect(text, path).not.toContain(SAMPLE_DATA_LABEL);
  }
  await gotoHydrated(page, '/investors/roadmap');
  await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
  await expect(ticker(page)).toHaveCount(0);
  await expect(page.getByText(SAMPLE_DATA_LABEL)).toHaveCount(0);
});

test('the home page downloads no ticker code, with the flag off or on', async ({
  page,
  browser,
  baseURL,
}) => {
  // Three first visits, two of them in fresh browser contexts.
  test.slow();
  /**
   * Every script the visit asks for, those of hydration included, has been requested (an idle
   * network can come earlier: the shell yields to the browser between its start-up steps).
   */
  const hydratedUnderLoad = async (target: Page) => {
    await expect(clientOnlyMarker(target)).toBeAttached({ timeout: 30_000 });
    await target.waitForLoadState('networkidle');
  };
  const scriptsContaining = (target: Page, text: string) => {
    const bodies: { url: string; body: Promise<string> }[] = [];
    target.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        bodies.push({ url: response.url(), body: response.text().catch(() => '') });
    });
    return async () => {
      const found: string[] = [];
      for (const { url, body } of bodies) if ((await body).includes(text)) found.push(url);
      return found;
    };
  };

  // The probe finds the ticker's code where it is: in the investors remote's page chunks.
  await useRuntimeConfig(page, TICKER_ON);
  const tickerScripts = scriptsContaining(page, 'not live quotes');
  await page.goto('/investors/roadmap');
  await expect(ticker(page)).toBeVisible();
  await hydratedUnderLoad(page);
  expect(await tickerScripts()).not.toEqual([]);

  for (const flag of ['on', 'off']) {
    if (flag === 'off') useBuiltRuntimeConfig();
    // A context of its own: an empty cache, as a first visit has.
    const context = await browser.newContext({ baseURL });
    const home = await context.newPage();
    await acceptCookies(home, baseURL!);
    const homeTickerScripts = scriptsContaining(home, 'not live quotes');
    const requested: string[] = [];
    home.on('request', (request) => requested.push(request.url()));
    await home.goto('/');
    await hydratedUnderLoad(home);
    expect(await homeTickerScripts(), `flag ${flag}`).toEqual([]);
    expect(requested.some((url) => url.includes('/remotes/marketing/'))).toBe(true);
    expect(
      requested.filter((url) => url.includes('/remotes/investors/')),
      `flag ${flag}`,
    ).toEqual([]);
    await context.close();
  }
});

test('flag on: the quotes as a list, with the change in words and the sample-data label', async ({
  page,
}) => {
  await useRuntimeConfig(page, TICKER_ON);
  await gotoHydrated(page, '/investors/financials');
  const band = ticker(page);
  await expect(band).toBeVisible();
  await expect(band.getByText(SAMPLE_DATA_LABEL)).toBeVisible();
  // The loop's second copy is hidden from assistive technology: one list, read once.
  await expect(band.getByRole('list')).toHaveCount(1);
  const list = band.getByRole('list');
  await expect(list.getByRole('listitem')).toHaveCount(6);
  expect(await spokenQuotes(list)).toEqual([
    'GLOH 42.18 up 1.26 (3.08%)',
    'XMPL-A 118.40 down 2.35 (1.95%)',
    'XMPL-B 7.06 up 0.09 (1.29%)',
    'XMPL-C 55.00 unchanged',
    'XMPL-D 23.51 down 0.47 (1.96%)',
    'XMPL-IDX 3,215.77 down 12.40 (0.38%)',
  ]);
  // Not colour alone: an arrow and a sign on screen too.
  await expect(list.getByRole('listitem').first()).toContainText('▲ +1.26 (+3.08%)');
  await expect(list.getByRole('listitem').nth(1)).toContainText('▼ −2.35 (−1.95%)');
  // Above the page's own heading, where an investor-relations site shows its quote.
  const bandBox = (await band.boundingBox())!;
  const headingBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(bandBox.y + bandBox.height).toBeLessThanOrEqual(headingBox.y);
});

test('Pause stops the band, which then scrolls by hand and keyboard; Play starts it again', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await useRuntimeConfig(page, TICKER_ON);
  await gotoHydrated(page, '/investors/press-releases');
  await expectMoving(page);

  await ticker(page).getByRole('button', { name: 'Pause ticker' }).click();
  await expect(ticker(page).getByRole('button', { name: 'Play ticker' })).toBeVisible();
  await expectStill(page);
  await scrollToLastQuoteByKeyboard(page);

  // Paused stays paused on the next investor page of the visit.
  await page.getByRole('link', { name: 'View the roadmap' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Roadmap' })).toBeVisible();
  await expectStill(page);

  await ticker(page).getByRole('button', { name: 'Play ticker' }).click();
  await expect(ticker(page).getByRole('button', { name: 'Pause ticker' })).toBeVisible();
  await expectMoving(page);
});

test('prefers-reduced-motion: still from the first paint, nothing to pause, every quote in reach', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 360, height: 740 });
  await useRuntimeConfig(page, TICKER_ON);
  await gotoHydrated(page, '/investors/financials');
  await expect(ticker(page)).toBeVisible();
  await expectStill(page);
  await expect(ticker(page).getByRole('button')).toBeHidden();
  await scrollToLastQuoteByKeyboard(page);
});

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px: no investor page scrolls sideways, moving or paused`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await useRuntimeConfig(page, TICKER_ON);
    for (const path of TICKER_PAGES) {
      await gotoHydrated(page, path);
      await expect(ticker(page)).toBeVisible();
      await expectNoHorizontalScroll(page, `${path} must not scroll sideways`);
    }
    await ticker(page).getByRole('button', { name: 'Pause ticker' }).click();
    await expectStill(page);
    await expectNoHorizontalScroll(page, 'paused, the quotes scroll inside the band only');
  });

  test(`at ${viewport.width} px: axe clean and AA colours, moving and paused`, async ({ page }) => {
    // Two full axe runs on a page that keeps repainting.
    test.slow();
    await page.setViewportSize(viewport);
    await useRuntimeConfig(page, TICKER_ON);
    await gotoHydrated(page, '/investors/press-releases');
    for (const state of ['moving', 'paused']) {
      if (state === 'paused') {
        await ticker(page).getByRole('button', { name: 'Pause ticker' }).click();
        await expectStill(page);
      }
      await expectNoAxeViolations(page, `press releases with the ticker ${state}`);
      for (const { quote, ratio } of await directionContrasts(page))
        expect(ratio, `${quote} (${state})`).toBeGreaterThanOrEqual(4.5);
    }
  });
}

/**
 * Sums every layout shift from the first paint on (installed before the page's scripts, buffered),
 * so hydration and late chunks count too.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[]; ofThePage: boolean }[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    const describe = (node: Node | null | undefined) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${Array.from(node.classList, (name) => `.${name}`).join('')}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        // The band and the page's own content, as opposed to the shell's frame around them.
        const ofThePage = (node: Node | null | undefined) =>
          node instanceof Element &&
          (document.querySelector('main')?.contains(node) === true ||
            node.closest('[aria-label="Stock ticker"]') !== null);
        shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) => describe(source.node)),
          ofThePage: entry.sources.some((source) => ofThePage(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

for (const viewport of VIEWPORTS) {
  test(`at ${viewport.width} px: the band is in place before any script runs, and nothing shifts`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await useRuntimeConfig(page, TICKER_ON);
    await watchLayoutShifts(page);
    const release = await holdRemoteCode(page);
    // 'commit': the load events wait for the held scripts.
    await page.goto('/investors/roadmap', { waitUntil: 'commit' });
    await expect(ticker(page)).toBeVisible();
    // Measured as first painted: a layout read while the render-blocking stylesheets are still on
    // their way is one no visitor sees (a frame is drawn only once they are in).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const heading = page.getByRole('heading', { level: 1, name: 'Roadmap' });
    const before = { band: await ticker(page).boundingBox(), heading: await heading.boundingBox() };
    release();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    expect({
      band: await ticker(page).boundingBox(),
      heading: await heading.boundingBox(),
    }).toEqual(before);
    const shifts = await page.evaluate(
      () =>
        (
          window as unknown as {
            __layoutShifts: { value: number; sources: string[]; ofThePage: boolean }[];
          }
        ).__layoutShifts,
    );
    const described = `layout shifts: ${JSON.stringify(shifts)}`;
    // Neither the band nor the page moves at all; the frame around them keeps the site's budget.
    expect(
      shifts.filter((shift) => shift.ofThePage),
      described,
    ).toEqual([]);
    expect(
      shifts.reduce((sum, shift) => sum + shift.value, 0),
      described,
    ).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  });
}
