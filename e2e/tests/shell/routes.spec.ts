import { expect, test } from '@playwright/test';
import { acceptCookies } from '../../support/consent-cookie';
import { ROUTE_TABLE } from '../../support/route-expectations';
import { ALL_FLAGS_ON, useRuntimeConfig } from '../../support/runtime-config';

test.describe('route table', () => {
  test.beforeEach(async ({ page, baseURL }) => acceptCookies(page, baseURL!));

  for (const route of ROUTE_TABLE) {
    test(`${route.path} renders under the layout${route.flag ? ' when its flag is on' : ''}`, async ({
      page,
    }) => {
      if (route.flag) await useRuntimeConfig(page, ALL_FLAGS_ON);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
      await expect(page).toHaveTitle(/Gloh/);
    });
  }

  for (const route of ROUTE_TABLE.filter((r) => r.flag)) {
    test(`${route.path} is the not-found page while ${route.flag} is off`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    });
  }

  test('an unknown path answers 404 and shows the not-found page with its links', async ({
    page,
  }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get Help' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    for (const href of [
      '/about',
      '/what-were-building',
      '/partnerships',
      '/investors/press-releases',
    ]) {
      await expect(main.locator(`a[href="${href}"]`)).toBeVisible();
    }
    await main.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('each page sets its own head tags and structured data', async ({ page }) => {
    const titles = new Set<string>();
    // The viewer sends visitors without a session to the login page; it is covered there.
    const pages = ROUTE_TABLE.filter((r) => !r.flag && r.id !== 'presentation');
    for (const route of pages) {
      await page.goto(route.path);
      await expect(page.locator('main h1').first()).toBeVisible();
      const title = await page.title();
      titles.add(title);
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      await expect(head.locator('meta[name="keywords"]')).toHaveAttribute(
        'content',
        /healthcare AI/,
      );
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${route.path === '/' ? '/' : route.path}$`),
      );
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(head.locator('meta[name="twitter:card"]')).toHaveCount(1);
      await expect(head.locator('title')).toHaveCount(1);
      // One graph: the company (organization and medical organization in one node), the
      // software product, the website and the page.
      const { '@graph': graph } = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      ) as { '@graph': { '@type': string | string[]; address?: Record<string, string> }[] };
      expect(graph.map((node) => node['@type'])).toEqual(
        expect.arrayContaining([
          ['Organization', 'MedicalOrganization'],
          'SoftwareApplication',
          'WebSite',
          'WebPage',
        ]),
      );
      expect(graph[0]?.address?.addressLocality).toBe('Houston');
      expect(graph[0]?.address?.addressRegion).toBe('TX');
    }
    expect(titles.size).toBe(pages.length);
  });
});
