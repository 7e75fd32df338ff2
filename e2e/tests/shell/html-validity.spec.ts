import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { parseFeatureFlags } from '@gloh/contract/feature-flags';
import type { SitePage } from '@gloh/contract/site-pages';
import { isRouteFlagOn, SITE_PAGES_PATH } from '@gloh/contract/site-paths';
import { ALL_FLAGS_ON, useRuntimeConfig } from '../../support/runtime-config';

// The W3C Nu HTML checker on the HTML the server sends (what crawlers, validators and browsers
// without scripts read), not on the DOM after hydration.

/** The checker's jar: the package's export is its path. */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));
const UNKNOWN_PATH = '/no-such-page-for-the-html-check';
/**
 * An info message on every void element React writes (`<meta/>`): the slash only matters before
 * an unquoted attribute value, and React quotes them all.
 */
const REACT_VOID_SLASH_NOTE = 'Trailing slash on void elements';

/**
 * The checker's rules predate `<link rel="expect" blocking="render">`, which the HTML standard
 * allows (a render-blocking internal resource link) and the shell sends so the page's content
 * paints whole; any other link's `blocking` stays an error.
 */
const isRenderBlockingExpectLink = (message: NuMessage) =>
  message.message.startsWith('A “link” element with a “blocking” attribute') &&
  /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/.test(message.extract ?? '');

interface CheckedPage {
  /** What a failure names: the path, and the flags it was rendered with. */
  name: string;
  html: string;
}

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/**
 * Every page a visitor can open under the served flags: the sitemap's, the pages kept out of it
 * (the viewer, password reset, demos) and the not-found page.
 */
async function publicPages(request: APIRequestContext, label: string): Promise<CheckedPage[]> {
  const config = (await (await request.get('/config.json')).json()) as { flags?: unknown };
  const flags = parseFeatureFlags(config.flags);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc ?? '').pathname,
  );
  expect(listed.length, 'pages in the sitemap').toBeGreaterThan(0);
  const sitePages = (await (await request.get(SITE_PAGES_PATH)).json()) as SitePage[];
  const unlisted = sitePages
    .filter((page) => page.indexed === false && isRouteFlagOn(page.flag, flags))
    .map((page) => page.path);

  const pages: CheckedPage[] = [];
  for (const [pagePath, status] of [
    ...[...new Set([...listed, ...unlisted])].map((pagePath) => [pagePath, 200] as const),
    [UNKNOWN_PATH, 404] as const,
  ]) {
    const response = await request.get(pagePath);
    expect(response.status(), pagePath).toBe(status);
    pages.push({ name: `${pagePath} (${label})`, html: await response.text() });
  }
  return pages;
}

/** Runs the checker once on all pages (its start-up is the slow part). */
async function nuCheck(pages: readonly CheckedPage[]): Promise<(NuMessage & { page: string })[]> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'gloh-nu-'));
  try {
    const files = await Promise.all(
      pages.map(async (page, index) => {
        const file = path.join(folder, `page-${index}.html`);
        await writeFile(file, page.html);
        return file;
      }),
    );
    const pageOfFile = new Map(files.map((file, index) => [file, pages[index]?.name ?? file]));
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        throw new Error('The HTML check needs a Java runtime (Debian: default-jre-headless).');
      }
      throw error;
    });
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
    return messages.map((message) => {
      const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : '';
      return { ...message, page: pageOfFile.get(file) ?? (file || 'the checker') };
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function describe(message: NuMessage & { page: string }): string {
  // The server sends most of a page on one line: the column finds the spot.
  const line =
    message.lastLine === undefined
      ? ''
      : ` line ${message.lastLine}, column ${message.firstColumn ?? '?'}`;
  const extract = message.extract ? ` [${message.extract.replace(/\s+/g, ' ').trim()}]` : '';
  return `${message.page}${line}: ${message.message}${extract}`;
}

test('every public page passes the W3C Nu HTML checker', async ({ page, request }) => {
  // Java's start-up and the checker's schemas take a while on a small machine.
  test.setTimeout(600_000);
  const pages = await publicPages(request, 'served flags');
  // Flagged pages and widgets too, as a deployment that turns them on serves them.
  await useRuntimeConfig(page, ALL_FLAGS_ON);
  pages.push(...(await publicPages(request, 'all flags on')));

  const messages = await nuCheck(pages);
  const warnings = messages
    .filter(
      (message) => message.type === 'info' && !message.message.startsWith(REACT_VOID_SLASH_NOTE),
    )
    .map(describe);
  if (warnings.length > 0) console.log(`Nu checker warnings:\n${warnings.join('\n')}`);
  const errors = messages
    .filter((message) => message.type !== 'info' && !isRenderBlockingExpectLink(message))
    .map(describe);
  expect(errors, `Nu checker errors in ${pages.length} pages`).toEqual([]);
});
