import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ROUTE_TABLE } from '../../support/route-expectations';
import { ALL_FLAGS_ON, useRuntimeConfig } from '../../support/runtime-config';
import {
  allMatches,
  headOf,
  linkHref,
  mainHeading,
  metaContent,
  scopedClassNames,
  textOf,
} from '../../support/raw-html';

/**
 * Routes anyone may open (the viewer needs a session). The demos have their content too: the
 * test site is on localhost, a demo host.
 */
const PUBLIC_ROUTES = ROUTE_TABLE.filter((route) => !route.flag && route.id !== 'presentation');
/** Link texts that say nothing of where a link leads (Lighthouse's list). */
const GENERIC_LINK_TEXTS = [
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
];

/** Whether every stylesheet link of the page is switched on (and, with `loaded`, has its sheet). */
function stylesheetsSwitchedOn(page: Page, { loaded }: { loaded: boolean }) {
  return page.evaluate(
    (loaded) =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
        (link) => link.media === 'all' && (!loaded || link.sheet !== null),
      ),
    loaded,
  );
}

/** Waits until the server answers `path` with its critical CSS inlined (the cached page). */
async function waitForInlinedPage(request: APIRequestContext, path: string) {
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes('data-critical'))
    .toBe(true);
}

/**
 * The page's first paint is held until the whole page is parsed, footer included. Chromium lets a
 * held paint go at the start tag of the element the hold names, and paints what is parsed by then:
 * the element must come after the footer's end, or a page shorter than the screen paints its main
 * stretched over the footer's place and the footer moves up as its lines are parsed in (a layout
 * shift of 0.02–0.08 at 1280 px on a loaded machine).
 */
function expectFirstPaintHeldPastFooter(html: string, path: string) {
  expect(html, `${path}: the site's footer`).toContain('<footer');
  const holds = allMatches(
    headOf(html),
    /<link rel="expect" href="#([\w-]+)" blocking="render"\/?>/g,
  );
  expect(holds, `${path}: one hold on the first paint`).toHaveLength(1);
  const target = html.indexOf(`id="${holds[0]}"`);
  expect(target, `${path}: the element the hold names is in the page`).toBeGreaterThan(-1);
  expect(target, `${path}: the hold's element comes after the footer`).toBeGreaterThan(
    html.lastIndexOf('</footer>'),
  );
}

test.describe('server HTML, read without a browser', () => {
  test('every public route has its content, unique head tags, valid structured data and its first paint held past the footer', async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const titles = new Map<string, string>();
    const stylesheets = new Map<string, string>();
    for (const route of PUBLIC_ROUTES) {
      const response = await request.get(route.path);
      expect(response.status(), route.path).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      // Cached for everyone: nothing in it may belong to one visitor.
      expect(response.headers()['set-cookie'], route.path).toBeUndefined();
      const html = await response.text();
      const head = headOf(html);
      expectFirstPaintHeldPastFooter(html, route.path);

      const pageTitles = allMatches(head, /<title>([\s\S]*?)<\/title>/g);
      expect(pageTitles, route.path).toHaveLength(1);
      const [title = ''] = pageTitles;
      expect(title).toMatch(/Gloh/);
      expect(titles.get(title), `${route.path} has the title of ${titles.get(title)}`).toBe(
        undefined,
      );
      titles.set(title, route.path);

      expect(metaContent(head, 'description')?.length ?? 0, route.path).toBeGreaterThan(20);
      const [canonical = ''] = linkHref(head, 'canonical');
      expect(new URL(canonical).pathname, route.path).toBe(route.path);
      expect(metaContent(head, 'og:title'), route.path).toBe(title);
      expect(metaContent(head, 'og:description')?.length ?? 0).toBeGreaterThan(20);
      expect(metaContent(head, 'og:url'), route.path).toBe(canonical);
      expect(metaContent(head, 'og:image'), route.path).toMatch(/^https?:\/\/.+\.(png|jpe?g)$/);
      expect(metaContent(head, 'og:image:alt')?.length ?? 0, route.path).toBeGreaterThan(10);
      const jsonLd = allMatches(
        html,
        /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g,
      );
      expect(jsonLd.length, route.path).toBeGreaterThan(0);
      for (const block of jsonLd) {
        const parsed = JSON.parse(block) as Record<string, unknown>;
        expect(parsed['@context'], route.path).toBe('https://schema.org');
        const nodes = (parsed['@graph'] as Record<string, unknown>[] | undefined) ?? [parsed];
        for (const node of nodes) {
          expect([node['@type']].flat().length, route.path).toBeGreaterThan(0);
          expect([node['@type']].flat().every((type) => typeof type === 'string')).toBe(true);
        }
      }

      const body = textOf(html);
      // Everything is in place, not left for an inline script to move (no JavaScript, no content).
      expect(html, route.path).not.toMatch(/<!--\$\?-->|<template/);
      expect(body).toContain('Skip to main content');
      expect(body).toContain('All rights reserved.');
      expect(
        mainHeading(html)?.length ?? 0,
        `${route.path} has its h1 in the HTML`,
      ).toBeGreaterThan(2);
      // Visitor-specific parts are rendered by the browser only.
      expect(body).not.toMatch(/Session status|We value your privacy|cookie preferences/i);
      // Links a crawler can follow, each saying where it leads (Lighthouse's SEO link audits).
      for (const [anchor = '', attributes = '', text = ''] of html.matchAll(
        /<a\b([^>]*)>([\s\S]*?)<\/a>/g,
      )) {
        const href = /\bhref="([^"]*)"/.exec(attributes)?.[1];
        expect(href, `${route.path}: ${anchor.slice(0, 120)}`).toMatch(/^(?!javascript:)\S+$/i);
        const label = /\baria-label="([^"]*)"/.exec(attributes)?.[1] ?? textOf(text);
        expect(GENERIC_LINK_TEXTS, `${route.path}: a link says only "${label}"`).not.toContain(
          label.trim().toLowerCase(),
        );
      }

      // The page's stylesheets are linked in <head>, and define every scoped class it uses (a
      // class named differently by the server build would match nothing).
      const hrefs = linkHref(head, 'stylesheet');
      expect(hrefs.length, route.path).toBeGreaterThan(0);
      let css = '';
      for (const href of hrefs) {
        if (!stylesheets.has(href)) {
          const sheet = await request.get(href);
          expect(sheet.status(), href).toBe(200);
          stylesheets.set(href, await sheet.text());
        }
        css += stylesheets.get(href);
      }
      for (const name of scopedClassNames(html)) {
        expect(css.includes(`.${name}`), `${route.path}: .${name} has no rule`).toBe(true);
      }
    }
  });

  test('an unknown path is the not-found page with status 404, its first paint held past the footer', async ({
    request,
  }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(mainHeading(html)).toBe('Page Not Found');
    expect(allMatches(headOf(html), /<title>([\s\S]*?)<\/title>/g)).toHaveLength(1);
    expectFirstPaintHeldPastFooter(html, '/no/such/page');
  });

  test('a flagged route is 404 while its flag is off and rendered when it is on', async ({
    request,
    page,
  }) => {
    const off = await request.get('/careers');
    expect(off.status()).toBe(404);
    expect(mainHeading(await off.text())).toBe('Page Not Found');

    await useRuntimeConfig(page, ALL_FLAGS_ON);
    const on = await request.get('/careers');
    expect(on.status()).toBe(200);
    expect(mainHeading(await on.text())).not.toBe('Page Not Found');
    await page.close();
    expect((await request.get('/careers')).status()).toBe(404);
  });
});

test('a page paints from its inlined critical CSS; its stylesheets, held back, change nothing and all apply', async ({
  page,
  request,
}) => {
  // The first render is answered at once; the cached page gets its critical CSS right after.
  let html = '';
  await expect
    .poll(async () => {
      html = await (await request.get('/about')).text();
      return html.includes('data-beasties-media');
    })
    .toBe(true);
  const head = headOf(html).replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  // The same page for every visitor carries no nonce (style-src allows inline styles).
  expect(head).toMatch(/<style data-critical>[^<]*\.container\{/);
  const links = head.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link).toContain('media="print" data-beasties-media="all"');

  // Every stylesheet is held until the page has painted from the inlined rules alone.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.css$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  const heading = page.locator('main h1').first();
  await expect(heading).toBeVisible();
  const painted = await heading.evaluate((element) => {
    const style = getComputedStyle(element);
    return { box: element.getBoundingClientRect().toJSON(), font: style.font, color: style.color };
  });
  release();
  await page.waitForLoadState('load');
  await expect.poll(() => stylesheetsSwitchedOn(page, { loaded: true })).toBe(true);
  // The inlined copy of the rules goes as the sheets apply: later restyles match each rule once.
  await expect(page.locator('style[data-critical]')).toHaveCount(0);
  const styled = await heading.evaluate((element) => {
    const style = getComputedStyle(element);
    return { box: element.getBoundingClientRect().toJSON(), font: style.font, color: style.color };
  });
  expect(styled).toEqual(painted);
});

test('when a held-back stylesheet fails, the inlined rules stay and the page keeps its look', async ({
  page,
  request,
}) => {
  await waitForInlinedPage(request, '/about');
  await page.route(/\/static\/css\/app\.[^/]*\.css$/, (route) => route.abort());
  await page.goto('/about');
  const heading = page.locator('main h1').first();
  await expect(heading).toBeVisible();
  const painted = await heading.evaluate((element) => element.getBoundingClientRect().toJSON());
  await page.waitForLoadState('load');
  // A failed sheet is switched on too (it has nothing to apply).
  await expect.poll(() => stylesheetsSwitchedOn(page, { loaded: false })).toBe(true);
  await expect(page.locator('style[data-critical]')).toHaveCount(1);
  expect(await heading.evaluate((element) => element.getBoundingClientRect().toJSON())).toEqual(
    painted,
  );
});

/**
 * A page taller than the screen, on a phone, and one shorter than it, on a laptop: there the
 * footer is on screen, and a main stretched to fill the screen gives way as the footer's lines
 * are parsed in, moving the footer up.
 */
const SLOWLY_ARRIVING_PAGES = [
  { path: '/', viewport: { width: 360, height: 740 } },
  { path: '/no/such/page', viewport: { width: 1280, height: 940 } },
] as const;

for (const { path, viewport } of SLOWLY_ARRIVING_PAGES) {
  test(`on a slow connection the first paint holds the whole page, so nothing painted moves as the rest arrives (${path} at ${viewport.width} px)`, async ({
    page,
    request,
  }) => {
    await waitForInlinedPage(request, path);
    await page.setViewportSize(viewport);
    // The document arrives over a second or so, as on a phone's connection: the parser has part
    // of it at a time, and a first paint before the end of the page would show its sections half
    // built, to grow under the visitor's eyes as the rest is parsed. Only the document is
    // measured: the rest of the load would take as long again over this connection.
    await page.route(/\.(js|css|svg|png|ico)$/, (route) => route.abort());
    const network = await page.context().newCDPSession(page);
    await network.send('Network.enable');
    await network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: 8 * 1024,
      uploadThroughput: -1,
    });
    await page.addInitScript(() => {
      const load = { shift: 0, wholePageAtFirstFrame: false };
      (window as unknown as { __load: typeof load }).__load = load;
      // The first animation frame comes with the first rendering update, which a render-blocked
      // document does not get. The server state follows the app's root: the footer is whole.
      requestAnimationFrame(() => {
        load.wholePageAtFirstFrame = document.getElementById('gloh-server-state') !== null;
      });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[])
          load.shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path, { waitUntil: 'load' });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const load = await page.evaluate(
      () =>
        (window as unknown as { __load: { shift: number; wholePageAtFirstFrame: boolean } }).__load,
    );
    expect(
      load.wholePageAtFirstFrame,
      'the page was parsed to the end of its footer before its first frame',
    ).toBe(true);
    expect(load.shift, 'layout shift while the page loaded').toBe(0);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ['/', '/investors/roadmap', '/contact', '/partnerships']) {
    test(`${path} shows its content, navigation and footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
    });
  }
});
