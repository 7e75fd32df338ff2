// The static floor: a page of the site as its server renders it, with its stylesheets inlined whole
// in one <style> and without a single script, in one request. What a browser does with it is the
// least a build of the same page (the same HTML and stylesheets) can cost on the same host; the
// benchmarks measure it beside the site, so a figure over its target says how much of it is the
// scripts' and how much the page's markup, its styles and the host's.
import http from 'node:http';

/** `pagePath` as the site at `site` renders it, its scripts removed and its stylesheets inlined. */
async function staticFloorHtml(site, pagePath) {
  const html = await (await fetch(`${site}${pagePath}`)).text();
  const stylesheets = [
    ...new Set(
      [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, href]) => href),
    ),
  ];
  const css = (
    await Promise.all(stylesheets.map(async (href) => (await fetch(`${site}${href}`)).text()))
  ).join('\n');
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/gi, '')
    .replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, '')
    .replace(/<link rel="stylesheet"[^>]*>/gi, '')
    .replace('</head>', `<style>${css}</style></head>`);
}

/**
 * Serves the static floor of each of `pagePaths` at the same path on `port`, and `otherPages`
 * (path: HTML) as they are; every other request (images, fonts) goes to the site and comes back
 * as the site sends it (compressed, cached). Resolves with the floor's URL and what stops it.
 */
export async function serveStaticFloor(site, pagePaths, port, otherPages = {}) {
  const pages = new Map(Object.entries(otherPages));
  for (const pagePath of pagePaths) pages.set(pagePath, await staticFloorHtml(site, pagePath));
  const server = http.createServer((req, res) => {
    const page = pages.get(req.url);
    if (page !== undefined) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(page);
      return;
    }
    const upstream = http.request(
      `${site}${req.url}`,
      { headers: { 'accept-encoding': req.headers['accept-encoding'] ?? '' } },
      (response) => {
        res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    upstream.end();
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}
