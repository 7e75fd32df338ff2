import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { acceptCookies } from '../../support/consent-cookie';
import { recordCspViolations } from '../../support/csp-violations';
import { ROOT } from '../../support/stack';

// Every page's load under the policy is checked by the page sweep; the charts also restyle when
// used.
test('a chart redrawn by a visitor stays within the Content-Security-Policy', async ({
  page,
  baseURL,
}) => {
  await acceptCookies(page, baseURL!);
  const violations = await recordCspViolations(page);
  // The charts draw with style attributes and data: images.
  await page.goto('/demos/gloh-care');
  await expect(page.locator('.apexcharts-canvas').first()).toBeVisible();
  await page.getByRole('button', { name: '30 days' }).click();
  await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(violations).toEqual([]);
});

test('the violation recorder sees what the policy blocks', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto('/about');
  await expect(page.locator('main h1')).toBeVisible();
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = 'https://example.com/pixel.png';
    document.body.append(image);
  });
  await expect.poll(() => violations.map((violation) => violation.directive)).toContain('img-src');
});

/** The CSP hash source of every inline script a browser would run in a page. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes!))
    .map(([, , text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
}

test('a page is the same for every visitor: its inline scripts allowed by hash, revalidated by ETag', async ({
  request,
}) => {
  // Once its critical CSS is inlined, the cached page no longer changes.
  let first = await request.get('/about');
  await expect
    .poll(async () => {
      first = await request.get('/about');
      return (await first.text()).includes('<noscript>');
    })
    .toBe(true);
  const second = await request.get('/about');
  expect(first.status()).toBe(200);
  const html = await first.text();
  expect(await second.text()).toBe(html);
  const headers = first.headers();
  expect(second.headers()['content-security-policy']).toBe(headers['content-security-policy']);
  expect(second.headers().etag).toBe(headers.etag);
  expect(html).not.toContain('nonce=');
  const scriptSrc = /script-src ([^;]*)/.exec(headers['content-security-policy'] ?? '')?.[1];
  const hashes = inlineScriptHashes(html);
  expect(hashes.length).toBeGreaterThan(0); // the script that switches on the deferred sheets
  expect(scriptSrc).toBe([`'self'`, ...new Set(hashes)].join(' '));
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('fullscreen=(self)');
  expect(headers['strict-transport-security']).toBeUndefined(); // plain HTTP
  expect(headers['cache-control']).toBe('public, no-cache, stale-if-error=300');
  expect(headers.etag).toMatch(/^W\/"[\w-]+"$/);
  const revalidated = await request.get('/about', {
    headers: { 'If-None-Match': headers.etag! },
  });
  expect(revalidated.status()).toBe(304);
  expect(await revalidated.body()).toHaveLength(0);
});

test('a personal page carries a nonce of its own on every tag, never stored', async ({
  request,
}) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 2; i += 1) {
    const response = await request.get(`/reset-password?token=${'A'.repeat(43)}`);
    const headers = response.headers();
    expect(headers['cache-control']).toBe('no-store');
    expect(headers.etag).toBeUndefined();
    const nonce = /'nonce-([^']+)' 'strict-dynamic'/.exec(
      headers['content-security-policy'] ?? '',
    )?.[1];
    expect(nonce).toBeTruthy();
    nonces.add(nonce!);
    const scriptTags = ((await response.text()).match(/<script\b[^>]*>/g) ?? []).filter(
      (tag) => !/type="application\/(ld\+)?json"/.test(tag),
    );
    expect(scriptTags.length).toBeGreaterThan(0);
    for (const tag of scriptTags) expect(tag).toContain(`nonce="${nonce}"`);
  }
  expect(nonces.size).toBe(2);
});

test('source maps are written for error tooling but not served', async ({ request }) => {
  for (const { folder, publicPath } of [
    { folder: 'shell', publicPath: '/' },
    { folder: 'mfe-marketing', publicPath: '/remotes/marketing/' },
  ]) {
    const js = path.join(ROOT, folder, 'dist/static/js');
    const map = (await readdir(js)).find((file) => file.endsWith('.js.map'));
    expect(map, folder).toBeTruthy();
    const script = `${publicPath}static/js/${map!.replace(/\.map$/, '')}`;
    expect((await request.get(script)).status(), script).toBe(200);
    expect((await request.get(`${script}.map`)).status(), script).toBe(404);
  }
});

test('hashed scripts come precompressed with brotli', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = /<script\b[^>]*src="([^"]+\.js)"/.exec(html)?.[1];
  const response = await request.get(script!, { headers: { 'Accept-Encoding': 'br' } });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('sitemap.xml and robots.txt', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://www.gloh.example/about</loc>');
  expect(sitemap).not.toContain('/demos');
  expect(sitemap).not.toContain('/investors/presentation<');
  expect(sitemap).not.toContain('/solutions<'); // solutionsPage is off in the shipped config
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Sitemap: https://www.gloh.example/sitemap.xml');
});
