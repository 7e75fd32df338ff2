import { expect, test } from '@playwright/test';
import { allMatches, headOf, linkHref, metaContent } from '../../support/raw-html';

// What link previews, home screens and search engines fetch besides the page: the sharing card,
// the icons and the manifest the head names, and the page's structured data, read from the HTML
// the server sends.

/** A site URL of the configured site, fetched from the site under test. */
const localPath = (url: string) => {
  const { pathname, search } = new URL(url, 'http://site.invalid');
  return `${pathname}${search}`;
};

function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test('the sharing card is a PNG of the declared size, with its alt text', async ({ request }) => {
  const head = headOf(await (await request.get('/about')).text());
  const image = metaContent(head, 'og:image') ?? '';
  expect(image).toMatch(/^https:\/\/.+\.png$/);
  expect(metaContent(head, 'twitter:image')).toBe(image);
  expect(metaContent(head, 'og:image:type')).toBe('image/png');
  expect(metaContent(head, 'og:image:alt')?.length ?? 0).toBeGreaterThan(10);
  expect(metaContent(head, 'twitter:image:alt')).toBe(metaContent(head, 'og:image:alt'));
  const response = await request.get(localPath(image));
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toEqual({
    width: Number(metaContent(head, 'og:image:width')),
    height: Number(metaContent(head, 'og:image:height')),
  });
  expect(Number(metaContent(head, 'og:image:width'))).toBeGreaterThanOrEqual(1200);
  expect(Number(metaContent(head, 'og:image:height'))).toBeGreaterThanOrEqual(630);
});

test('every icon the head links is served, and the manifest as a web manifest', async ({
  request,
}) => {
  const head = headOf(await (await request.get('/')).text());
  const icons = linkHref(head, 'icon');
  expect(icons).toEqual(expect.arrayContaining(['/favicon.svg', '/favicon.ico']));
  const [touchIcon = ''] = linkHref(head, 'apple-touch-icon');
  const [manifestPath = ''] = linkHref(head, 'manifest');
  const types: Record<string, RegExp> = {
    '/favicon.svg': /^image\/svg\+xml/,
    '/favicon.ico': /^image\/(x-icon|vnd\.microsoft\.icon)$/,
    [touchIcon]: /^image\/png$/,
  };
  for (const [path, type] of Object.entries(types)) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(type);
  }
  expect(pngSize(await (await request.get(touchIcon)).body())).toEqual({
    width: 180,
    height: 180,
  });

  const manifestResponse = await request.get(manifestPath);
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await manifestResponse.json()) as {
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest.start_url).toBe('/');
  expect(manifest.theme_color).toBe(metaContent(head, 'theme-color'));
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.status(), icon.src).toBe(200);
    const { width, height } = pngSize(await response.body());
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
  }
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
});

type JsonLd = { '@context': string; '@graph'?: Record<string, unknown>[] };

function jsonLdOf(html: string): JsonLd[] {
  return allMatches(html, /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g).map(
    (block) => JSON.parse(block) as JsonLd,
  );
}

test('a nested page has one connected graph with its breadcrumb; the not-found page has none', async ({
  request,
}) => {
  const [site] = jsonLdOf(await (await request.get('/investors/roadmap')).text());
  const graph = site?.['@graph'] ?? [];
  const ids = new Set(graph.map((node) => node['@id']));
  const references = JSON.stringify(graph).match(/\{"@id":"[^"]+"\}/g) ?? [];
  expect(references.length).toBeGreaterThan(3);
  for (const reference of references) {
    expect(ids, reference).toContain((JSON.parse(reference) as { '@id': string })['@id']);
  }
  const breadcrumb = graph.find((node) => node['@type'] === 'BreadcrumbList');
  expect(
    (breadcrumb?.itemListElement as { position: number; name: string }[]).map(
      ({ position, name }) => `${position} ${name}`,
    ),
  ).toEqual(['1 Home', '2 Roadmap']);

  const notFound = await request.get('/no-such-page-for-the-head-check');
  expect(notFound.status()).toBe(404);
  expect(jsonLdOf(await notFound.text())).toEqual([]);
});
