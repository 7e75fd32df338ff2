import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, VIEWPORTS } from '../../support/viewports';
import { MARKETING_PAGES, openPage, preparePage } from './marketing-helpers';
import { useBuiltRuntimeConfig } from '../../support/runtime-config';

test.beforeEach(async ({ page, baseURL }) => {
  await preparePage(page, baseURL);
});

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const entry of MARKETING_PAGES) {
      test(`${entry.path} renders its sections without sideways scroll`, async ({ page }) => {
        await openPage(page, entry.path, entry.heading);
        for (const section of entry.sections) {
          await expect(
            page.getByRole('heading', { level: 2, name: section }).first(),
          ).toBeVisible();
        }
        await expectNoHorizontalScroll(page);
      });
    }
  });
}

test('every marketing page has its own title, description and canonical link', async ({ page }) => {
  test.setTimeout(150_000);
  const titles = new Set<string>();
  for (const entry of MARKETING_PAGES) {
    await openPage(page, entry.path, entry.heading);
    const title = await page.title();
    expect(title).toMatch(/Gloh/);
    titles.add(title);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      /.{40,}/,
    );
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${entry.path === '/' ? '/$' : `${entry.path}$`}`),
    );
  }
  expect(titles.size).toBe(MARKETING_PAGES.length);
});

test('the flagged pages are not found while their flags are off', async ({ page }) => {
  useBuiltRuntimeConfig();
  for (const path of ['/solutions', '/careers']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  }
});

test('home: the hero is dark and leaves room for the overlay header', async ({ page }) => {
  await openPage(page, '/', 'From Insight to Action');
  const hero = page.getByRole('region', { name: 'From Insight to Action' });
  const paddingTop = await hero.evaluate((el) => parseFloat(getComputedStyle(el).paddingTop));
  const headerHeight = await page
    .getByRole('banner')
    .evaluate((el) => el.getBoundingClientRect().height);
  expect(paddingTop).toBeGreaterThanOrEqual(headerHeight);
  await expect(
    page.getByText('Up to 85% of people with behavioral health conditions relapse within a year.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Explore Partnerships' }).click();
  await expect(page).toHaveURL(/\/partnerships$/);
});

test('home: the closing call to action links to the products and the investor access page', async ({
  page,
}) => {
  await openPage(page, '/', 'From Insight to Action');
  const cta = page.getByRole('region', { name: /See where predictive care is going/ });
  await expect(cta.getByRole('link', { name: 'What We’re Building' })).toHaveAttribute(
    'href',
    '/what-were-building',
  );
  await expect(cta.getByRole('link', { name: 'Investor Presentation' })).toHaveAttribute(
    'href',
    '/investors/presentation-access',
  );
});

test('what we are building: mock-ups are marked as sample data and link onwards', async ({
  page,
}) => {
  await openPage(page, '/what-were-building', 'Empower Patients. Predict Risk. Coordinate Care.');
  await expect(page.getByText('Illustrative sample data')).toHaveCount(4);
  for (const text of [
    'Schedule',
    'Refill',
    'Message',
    'Health Data',
    'Medications',
    'Appointments',
    'Messages',
  ]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('$28/hr')).toBeVisible();
  await expect(page.getByText('$32/hr')).toBeVisible();
  await expect(page.getByText('Data Collection')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Our Roadmap' })).toHaveAttribute(
    'href',
    '/investors/roadmap',
  );
  await expect(page.getByRole('link', { name: 'Explore the Platform' }).last()).toHaveAttribute(
    'href',
    '/platform',
  );
});

test('partnerships: partner cards, both integration groups and the calls to action', async ({
  page,
}) => {
  await openPage(page, '/partnerships', /Better outcomes are built together/);
  await expect(page.getByTestId(/^partner-/)).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'EHR & clinical data' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wearable & sensor data' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute(
    'href',
    '/investors/presentation-access',
  );
  await expect(page.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await expect(page.getByRole('link', { name: 'Reach Out' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'See Our Investor Deck' })).toHaveAttribute(
    'href',
    '/investors/presentation-access',
  );
});

test('careers: Apply Now mails the careers mailbox with the job title', async ({ page }) => {
  await openPage(page, '/careers', /Build AI that helps people stay well/);
  await expect(page.getByTestId('job-posting')).toHaveCount(4);
  await expect(page.getByRole('link', { name: /^Apply Now.*Product Manager$/ })).toHaveAttribute(
    'href',
    'mailto:careers@gloh.example?subject=Application%3A%20Product%20Manager',
  );
  await expect(page.getByRole('link', { name: 'Send Resume' })).toHaveAttribute(
    'href',
    /^mailto:careers@gloh\.example/,
  );
});

test('legal pages show their effective dates and the revocation clause', async ({ page }) => {
  await openPage(page, '/privacy', 'Privacy Policy');
  await expect(page.getByTestId('effective-date')).toHaveText('Effective date: 7/18/25');
  await openPage(page, '/terms-of-service', 'Terms of Service');
  await expect(page.getByTestId('effective-date')).toHaveText('Effective date: 7/18/2025');
  await expect(page.getByText(/revoke access/)).toBeVisible();
});

test('industries: a ring on large screens, a plain list on small ones', async ({ page }) => {
  await openPage(page, '/solutions/industries', /One platform across/);
  const ring = page.getByTestId('industry-ring');
  await expect(ring).toBeVisible();
  await expect(page.getByTestId('industry-list')).toBeHidden();
  await ring.getByRole('button', { name: 'Biotech' }).hover();
  await expect(ring.getByRole('heading', { name: 'Biotech' })).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(ring).toBeHidden();
  await expect(page.getByTestId('industry-list').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'Contact Us' }).last()).toHaveAttribute(
    'href',
    '/contact',
  );
});

/**
 * Layout shift caused by the marketing pages themselves: shifts of elements inside <main> while a
 * page loads. (The shell's footer moving when the page replaces its loading placeholder is the
 * shell's and is reported separately.)
 */
for (const viewport of VIEWPORTS) {
  test(`pages do not shift their own content while loading at ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    for (const entry of MARKETING_PAGES) {
      await openPage(page, entry.path, entry.heading);
      await page.waitForTimeout(800);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as unknown as {
                value: number;
                hadRecentInput: boolean;
                sources: { node?: Node | null }[];
              }[]) {
                const inMain = e.sources.some(
                  (s) => s.node && document.querySelector('main')?.contains(s.node),
                );
                if (!e.hadRecentInput && inMain) total += e.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 200);
          }),
      );
      expect(shift, `layout shift inside main on ${entry.path}`).toBeLessThan(0.01);
    }
  });
}
