import { get } from 'node:http';
import { expect, test } from '@playwright/test';
import { mainHeading } from '../../support/raw-html';
import { suiteLaunchOptions } from '../../support/browser.mjs';
import { DEMO_PAGES, prepareDemoPage } from './demos-helpers';

// A name that is neither localhost, 127.0.0.1 nor the configured demo IP, resolved to the
// e2e shell (which listens on 127.0.0.1 only) by Chromium itself.
const HOST = 'gloh-sales.test';
test.use({ launchOptions: suiteLaunchOptions([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]) });

for (const entry of DEMO_PAGES) {
  test(`${entry.path} shows Under Development`, async ({ page, baseURL }) => {
    const site = new URL(baseURL ?? 'http://localhost:4000');
    site.hostname = HOST;
    await prepareDemoPage(page, site.origin, { predict: true });
    await page.goto(new URL(entry.path, site).href);
    await expect(page.getByRole('heading', { level: 1, name: 'Under Development' })).toBeVisible();
    await expect(page.getByText('This page is only available in development mode.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: entry.heading })).toHaveCount(0);
  });
}

/** The server's HTML for a page as requested under another host name (fetch would not send it). */
function htmlFor(url: URL, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { host: `${host}:${url.port}` } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

test('the server renders a demo for a demo host and the notice for any other', async ({
  baseURL,
}) => {
  const site = baseURL ?? 'http://localhost:4000';
  for (const entry of DEMO_PAGES.filter((page) => page.path !== '/demos/gloh-predict')) {
    const url = new URL(entry.path, site);
    expect(mainHeading(await htmlFor(url, url.hostname)), entry.path).toBe(entry.heading);
    // HTML is cached per host name: the other host's page is rendered for it.
    expect(mainHeading(await htmlFor(url, HOST)), entry.path).toBe('Under Development');
  }
});
