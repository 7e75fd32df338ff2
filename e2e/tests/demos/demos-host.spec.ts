import { expect, test } from '@playwright/test';
import { chromiumLaunchOptions } from '../../support/browser.mjs';
import { DEMO_PAGES, prepareDemoPage } from './demos-helpers';

// A name that is neither localhost, 127.0.0.1 nor the configured demo IP, resolved to the
// e2e shell (which listens on 127.0.0.1 only) by Chromium itself.
const HOST = 'gloh-sales.test';
test.use({ launchOptions: chromiumLaunchOptions([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]) });

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
