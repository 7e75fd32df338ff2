import { expect, test } from '@playwright/test';
import { allMatches, mainHeading, textOf } from '../../support/raw-html';
import { MARKETING_PAGE_SECTIONS, openPage, preparePage } from './marketing-helpers';

test.beforeEach(async ({ page, baseURL }) => {
  await preparePage(page, baseURL);
});

// Each page's load (layout, head tags, axe, no sideways scroll, layout shift) is checked by the
// page sweep; these are the pages' own contents and links.

test('every marketing page has its heading and sections in the HTML the server sends', async ({
  request,
}) => {
  for (const entry of MARKETING_PAGE_SECTIONS) {
    // The flagged pages are rendered as a deployment that turns them on serves them.
    const html = await (await request.get(entry.path)).text();
    const heading = mainHeading(html) ?? '';
    expect(heading, entry.path).toMatch(entry.heading);
    const sections = allMatches(html, /<h2\b[^>]*>([\s\S]*?)<\/h2>/g).map(textOf);
    for (const section of entry.sections) {
      expect(
        sections.some((text) =>
          typeof section === 'string' ? text === section : section.test(text),
        ),
        `${entry.path}: section "${section}" among ${JSON.stringify(sections)}`,
      ).toBe(true);
    }
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
