import http from 'node:http';
import { expect, test } from '@playwright/test';
import robotsParser from 'robots-parser';
import { mainHeading, metaContent } from '../../support/raw-html';
import { ROUTE_TABLE } from '../../support/route-expectations';
import { ALL_FLAGS_ON, useRuntimeConfig } from '../../support/runtime-config';
import { E2E_PORTS } from '../../support/stack';

/**
 * The site as crawlers meet it, over HTTP without a browser: what robots.txt lets them fetch,
 * which pages tell them not to index, where another spelling of a path leads, and security.txt.
 */

/** The public origin of the built config.json: the sitemap's and robots.txt's URLs. */
const PUBLIC_SITE = 'https://www.gloh.example';
const NOT_FOR_SEARCH = ROUTE_TABLE.filter((route) => route.indexed === false);

/** The paths the sitemap lists. */
async function sitemapPaths(get: (url: string) => Promise<{ text(): Promise<string> }>) {
  const sitemap = await (await get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

test('robots.txt lets crawlers fetch every page, and keeps them off the API and the staff console', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const robots = robotsParser(`${PUBLIC_SITE}/robots.txt`, await response.text());
  const allowed = (path: string) => robots.isAllowed(`${PUBLIC_SITE}${path}`, 'Googlebot');
  expect(robots.getSitemaps()).toEqual([`${PUBLIC_SITE}/sitemap.xml`]);
  const listed = await sitemapPaths((url) => request.get(url));
  expect(listed).toContain('/investors/presentation-access');
  for (const path of listed) expect(allowed(path), path).toBe(true);
  // Pages not for search are fetched: their noindex is what keeps them out of results.
  expect(NOT_FOR_SEARCH.map((route) => route.path)).toContain('/investors/presentation');
  for (const { path } of NOT_FOR_SEARCH) expect(allowed(path), path).toBe(true);
  expect(allowed('/staffing')).toBe(true);
  for (const path of ['/staff', '/staff/x', '/staff/enroll?token=x', '/api/x', '/api/health']) {
    expect(allowed(path), path).toBe(false);
  }
});

test('a page not for search says noindex in its header and its head; a page of the sitemap in neither', async ({
  page,
}) => {
  // Every flag on: the flagged pages of both kinds exist.
  await useRuntimeConfig(page, ALL_FLAGS_ON);
  const get = (url: string) => page.request.get(url);
  for (const { path } of NOT_FOR_SEARCH) {
    const response = await get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-robots-tag'], path).toBe('noindex');
    expect(metaContent(await response.text(), 'robots'), path).toBe('noindex');
  }
  const listed = await sitemapPaths(get);
  expect(listed).toEqual(expect.arrayContaining(['/', '/about', '/careers', '/solutions']));
  for (const path of listed) {
    const response = await get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['x-robots-tag'], path).toBeUndefined();
    expect(metaContent(await response.text(), 'robots'), path).toBeUndefined();
  }
  // A form post's result is an outcome, not the page; the not-found page is no page.
  for (const url of ['/contact?sent=contact', '/no/such/page']) {
    expect((await get(url)).headers()['x-robots-tag'], url).toBe('noindex');
  }
});

interface RawAnswer {
  status: number;
  location: string | undefined;
  body: string;
}

/** A request with its path byte for byte, as a crawler or an attacker sends it. */
function rawGet(rawPath: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: E2E_PORTS.shell, path: rawPath, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }),
        );
      })
      .on('error', reject);
  });
}

test("another letter case or a trailing slash is sent to the page's own path (301), the query kept", async ({
  page,
}) => {
  for (const [from, to] of [
    ['/ABOUT', '/about'],
    ['/Investors/Roadmap', '/investors/roadmap'],
    ['/investors/PRESS-RELEASES?utm_source=feed', '/investors/press-releases?utm_source=feed'],
    ['/about/', '/about'],
    ['/about//', '/about'],
    ['/Contact/?sent=contact', '/contact?sent=contact'],
  ] as const) {
    const answer = await rawGet(from);
    expect(answer.status, from).toBe(301);
    expect(answer.location, from).toBe(to);
  }
  const response = await page.goto('/Investors/Roadmap');
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe('/investors/roadmap');
  await expect(page.locator('main h1').first()).toBeVisible();
});

test('an unknown path in any case stays a 404 with the not-found page, and nothing leads off the site', async () => {
  for (const path of ['/NO/SUCH/PAGE', '/About-Us', '/SOLUTIONS']) {
    const answer = await rawGet(path);
    expect(answer.status, path).toBe(404);
    expect(answer.location, path).toBeUndefined();
    expect(mainHeading(answer.body), path).toBe('Page Not Found');
  }
  for (const path of [
    '//evil.example',
    '//evil.example/ABOUT',
    '//evil.example/about/',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example/ABOUT/',
    '/%5C%5Cevil.example',
    '/\\evil.example/about/',
    '/ABOUT%2F%2Fevil.example',
  ]) {
    const answer = await rawGet(path);
    expect(answer.status, path).toBeLessThan(500);
    if (answer.location !== undefined) {
      expect(new URL(answer.location, `${PUBLIC_SITE}/x/y`).origin, path).toBe(PUBLIC_SITE);
    }
  }
});

test('security.txt says where to report a vulnerability, until when, and where it lives', async ({
  request,
}) => {
  const response = await request.get('/.well-known/security.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const fields = Object.fromEntries(
    (await response.text())
      .trim()
      .split('\n')
      .map((line) => line.split(': ') as [string, string]),
  );
  expect(fields).toEqual({
    Contact: 'mailto:security@gloh.example',
    Expires: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    Canonical: `${PUBLIC_SITE}/.well-known/security.txt`,
    'Preferred-Languages': 'en',
  });
  const expires = Date.parse(fields.Expires!);
  expect(expires).toBeGreaterThan(Date.now());
  expect(expires).toBeLessThan(Date.now() + 365 * 24 * 60 * 60 * 1000);
});
