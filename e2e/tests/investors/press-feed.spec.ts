// The press releases' Atom feed, served by the shell from what the live investors release
// publishes, and the page that links it. Then the investors team publishes a release alone: one
// entry in its data file and a release of its remote put it in the feed and on the page, as a
// NewsArticle.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { PressRelease } from '@gloh/contract/press-releases';
import { PRIVATE_STACKS, ROOT } from '../../support/stack';
import { usePrivateStack } from '../../support/private-stack';
import { deploymentFolder } from '../../support/remote-releases';
import {
  FIXTURE_PRESS_RELEASE,
  investorsReleaseWithPressRelease,
} from '../../support/release-fixtures';
import { headOf } from '../../support/raw-html';
import { acceptCookies } from '../../support/consent-cookie';
import { expectNoAxeViolations } from '../../support/axe';

const FEED_PATH = '/investors/press-releases/feed.xml';
const PAGE_PATH = '/investors/press-releases';
const DATA_FILE = 'src/features/press-releases/press-releases.json';

interface ParsedFeed {
  namespace: string | null;
  title: string | undefined;
  updated: string | undefined;
  self: string | null | undefined;
  alternate: string | null | undefined;
  entries: { id: string | undefined; title: string | undefined; link: string | null }[];
}

/** The feed read by the browser's own XML parser, which refuses anything not well-formed. */
async function parseFeed(page: Page, xml: string): Promise<ParsedFeed> {
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'application/xml');
    if (document.getElementsByTagName('parsererror').length > 0) {
      throw new Error(`Not well-formed: ${document.documentElement.textContent}`);
    }
    const feed = document.documentElement;
    const own = (parent: Element, name: string) =>
      Array.from(parent.children).filter((child) => child.localName === name);
    const text = (parent: Element, name: string) => own(parent, name)[0]?.textContent ?? undefined;
    const link = (parent: Element, rel: string) =>
      own(parent, 'link')
        .find((element) => element.getAttribute('rel') === rel)
        ?.getAttribute('href');
    return {
      namespace: feed.namespaceURI,
      title: text(feed, 'title'),
      updated: text(feed, 'updated'),
      self: link(feed, 'self'),
      alternate: link(feed, 'alternate'),
      entries: own(feed, 'entry').map((entry) => ({
        id: text(entry, 'id'),
        title: text(entry, 'title'),
        link: link(entry, 'alternate') ?? null,
      })),
    };
  }, xml);
}

async function readFeed(site: string): Promise<{ contentType: string; xml: string }> {
  const response = await fetch(`${site}${FEED_PATH}`);
  expect(response.status).toBe(200);
  return { contentType: response.headers.get('content-type') ?? '', xml: await response.text() };
}

/** The site URL the running site's pages and feed are written for: its runtime config's. */
async function siteUrlOf(site: string): Promise<string> {
  const config = (await (await fetch(`${site}/config.json`)).json()) as {
    site?: { siteUrl?: string };
  };
  const siteUrl = config.site?.siteUrl?.replace(/\/+$/, '');
  expect(siteUrl, 'the runtime config names the site URL').toBeTruthy();
  return siteUrl!;
}

/** The JSON-LD blocks of a page's HTML, parsed. */
function structuredData(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => JSON.parse(match[1] ?? '') as unknown)
    .flatMap((data) => (Array.isArray(data) ? data : [data])) as Record<string, unknown>[];
}

test.describe('on the site as built', () => {
  test('the feed is Atom, for the site URL, with an entry per published release', async ({
    page,
    baseURL,
  }) => {
    const { contentType, xml } = await readFeed(baseURL!);
    expect(contentType).toBe('application/atom+xml; charset=utf-8');
    const siteUrl = await siteUrlOf(baseURL!);
    const feed = await parseFeed(page, xml);
    expect(feed.namespace).toBe('http://www.w3.org/2005/Atom');
    expect(feed.title).toBe('Gloh press releases');
    expect(feed.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(feed.self).toBe(`${siteUrl}${FEED_PATH}`);
    expect(feed.alternate).toBe(`${siteUrl}${PAGE_PATH}`);
    const published = JSON.parse(
      readFileSync(path.join(ROOT, 'mfe-investors', DATA_FILE), 'utf8'),
    ) as PressRelease[];
    expect(feed.entries).toHaveLength(published.length);
  });

  test('the press-releases page links the feed, in its head and visibly', async ({
    page,
    baseURL,
  }) => {
    const html = await (await fetch(`${baseURL}${PAGE_PATH}`)).text();
    const alternates = (headOf(html).match(/<link\b[^>]*rel="alternate"[^>]*>/g) ?? []).filter(
      (tag) => tag.includes('type="application/atom+xml"'),
    );
    expect(alternates).toHaveLength(1);
    expect(alternates[0]).toContain(`href="${FEED_PATH}"`);
    expect(alternates[0]).toContain('title="Gloh press releases"');

    await acceptCookies(page, baseURL!);
    await page.goto(PAGE_PATH);
    const link = page.getByRole('link', { name: 'Subscribe (Atom feed)' });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', FEED_PATH);
    // Without releases the placeholder stays as the spec words it.
    await expect(page.getByText('Press releases will be posted here soon.')).toBeVisible();
  });
});

test.describe('a press release published by a release of the investors remote', () => {
  test.describe.configure({ mode: 'serial' });

  const PORTS = PRIVATE_STACKS.releases;
  const LABEL = `press-feed-${PORTS.shell}`;
  const RELEASE = FIXTURE_PRESS_RELEASE;
  let deployment = '';
  let build = '';

  const stack = usePrivateStack(PORTS, () => {
    deployment = deploymentFolder('investors', LABEL);
    return { marketing: undefined, investors: deployment, demos: undefined };
  });

  test.beforeAll(() => {
    // Building a release of the remote takes a while on a small machine.
    test.setTimeout(600_000);
    build = investorsReleaseWithPressRelease();
  });

  test('goes live in the feed and on the page, as a NewsArticle', async ({ page }) => {
    const site = stack.site;
    const siteUrl = await siteUrlOf(site);
    expect((await parseFeed(page, (await readFeed(site)).xml)).entries).toHaveLength(0);

    const output = execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'packages/web-server/dist/release-cli.js'),
        ...['--remote', 'investors', '--deployment', deployment, '--site', site],
        ...['--build', build],
      ],
      { encoding: 'utf8' },
    );
    expect(output).toContain('is live');

    // The shell reads the releases every 2 s.
    await expect
      .poll(async () => (await parseFeed(page, (await readFeed(site)).xml)).entries.length, {
        timeout: 15_000,
      })
      .toBe(1);
    const feed = await parseFeed(page, (await readFeed(site)).xml);
    const url = `${siteUrl}${PAGE_PATH}#release-${RELEASE.id}`;
    expect(feed.updated).toBe('2026-01-20T00:00:00Z');
    expect(feed.entries).toEqual([{ id: url, title: RELEASE.title, link: url }]);

    const html = await (await fetch(`${site}${PAGE_PATH}`)).text();
    const article = structuredData(html).find((data) => data['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      '@id': url,
      headline: RELEASE.title,
      datePublished: '2026-01-15',
      dateModified: '2026-01-20',
      url,
      publisher: { '@id': `${siteUrl}/#organization` },
    });
    expect(html).not.toContain('Press releases will be posted here soon.');

    await acceptCookies(page, site);
    await page.goto(`${site}${PAGE_PATH}#release-${RELEASE.id}`);
    const shown = page.locator(`article#release-${RELEASE.id}`);
    await expect(shown.getByRole('heading', { level: 2 })).toHaveText(RELEASE.title);
    await expect(shown.locator('time').first()).toHaveAttribute('datetime', '2026-01-15');
    await expect(shown).toContainText('Second paragraph of the fixture.');
    await expectNoAxeViolations(page, 'the press releases');
    await page.setViewportSize({ width: 360, height: 740 });
    await expectNoAxeViolations(page, 'the press releases');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
