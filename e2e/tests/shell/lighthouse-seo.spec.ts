import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { expect, test } from '@playwright/test';
import { chromeLauncherOptions } from '../../support/browser.mjs';
import { pageOfEachKind } from '../../support/page-sweep';
import { ROUTE_TABLE } from '../../support/route-expectations';

// Lighthouse's SEO category (what a crawler reads: status, robots rules and meta, title,
// description, canonical, link texts, crawlable links) on one page of each kind the sitemap offers
// to search engines, in one Chrome: only that category, so each page takes seconds. What it checks
// per page is checked on every page by the page sweep and the server-HTML pass.

/** Lighthouse starts a page load per URL; a slow shared machine needs the margin. */
const SECONDS_PER_PAGE = 60;

interface PageScore {
  path: string;
  score: number;
  failed: string[];
}

test('Lighthouse SEO scores 100 on one page of each kind in the sitemap', async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = new Set(
    [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? '').pathname),
  );
  const paths = pageOfEachKind(ROUTE_TABLE)
    .map((route) => route.path)
    .filter((path) => listed.has(path));
  expect(paths.length, 'kinds of page in the sitemap').toBeGreaterThan(1);
  test.setTimeout((paths.length + 2) * SECONDS_PER_PAGE * 1000);

  const chrome = await chromeLauncher.launch(chromeLauncherOptions(['--headless=new']));
  const scores: PageScore[] = [];
  try {
    for (const path of paths) {
      const result = await lighthouse(new URL(path, baseURL).href, {
        port: chrome.port,
        onlyCategories: ['seo'],
        logLevel: 'error',
        output: 'json',
      });
      const lhr = result?.lhr;
      const seo = lhr?.categories.seo;
      if (!lhr || !seo) throw new Error(`Lighthouse gave no SEO result for ${path}`);
      // What lost points: why Lighthouse could not audit the page (an error status, say), or
      // each failed audit with Lighthouse's own explanation and its items.
      const failed = lhr.runtimeError
        ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`]
        : seo.auditRefs
            .map((ref) => lhr.audits[ref.id])
            .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
            .map((audit) => {
              const items =
                audit?.details && 'items' in audit.details
                  ? ` ${JSON.stringify(audit.details.items).slice(0, 400)}`
                  : '';
              return `${audit?.id}: ${audit?.title}${audit?.explanation ? ` (${audit.explanation})` : ''}${items}`;
            });
      scores.push({ path, score: Math.round((seo.score ?? 0) * 100), failed });
    }
  } finally {
    chrome.kill();
  }
  console.log(`Lighthouse SEO: ${scores.map(({ path, score }) => `${path} ${score}`).join(', ')}`);
  const belowFull = scores.filter(({ score }) => score < 100);
  for (const { path, score, failed } of belowFull) {
    console.log(`Lighthouse SEO ${score} on ${path}:\n  ${failed.join('\n  ')}`);
  }
  expect(belowFull, 'pages below 100, with their failed audits').toEqual([]);
});
