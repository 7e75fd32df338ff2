import { expect, test } from '@playwright/test';
import { expectChartKeepsToNarrowedPage } from '../../support/viewports';
import { openDemo, prepareDemoPage } from './demos-helpers';

test.describe('care demo', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await prepareDemoPage(page, baseURL, { predict: false });
    await openDemo(page, '/demos/gloh-care', 'GlohCare Patient Portal');
  });

  test('dashboard: greeting, wellness tooltip, progress chart with 7/30-day toggle, kept to the page when the window narrows', async ({
    page,
  }) => {
    await expect(
      page.getByRole('heading', { name: /^Good (morning|afternoon|evening), Alex$/ }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'About the wellness score' }).focus();
    await expect(page.getByRole('tooltip')).toContainText('lower is better');
    const progress = page.getByRole('region', { name: 'Your Progress' });
    await expect(progress.locator('.apexcharts-canvas')).toBeVisible();
    await expect(progress.getByRole('button', { name: '7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await progress.getByRole('button', { name: '30 days' }).click();
    await expect(progress.getByRole('button', { name: '30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(progress.getByRole('table', { name: /last 30 days/ })).toBeAttached();
    await expect(page.getByRole('button', { name: 'Check In' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming Tasks' })).toBeVisible();
    // Drawn on a laptop, it keeps to the page when the window narrows.
    await expectChartKeepsToNarrowedPage(
      page,
      progress.locator('.apexcharts-canvas'),
      'the progress chart',
    );
  });

  test('the 7-day view plots 7 days', async ({ page }) => {
    const progress = page.getByRole('region', { name: 'Your Progress' });
    const rows = progress.getByRole('table', { name: /last 7 days/ }).locator('tbody tr');
    await expect(rows).toHaveCount(7);
    await progress.getByRole('button', { name: '30 days' }).click();
    const monthTable = progress.getByRole('table', { name: /last 30 days/ });
    await expect(monthTable).toBeAttached();
    const monthRows = monthTable.locator('tbody tr');
    expect(await monthRows.count()).toBeGreaterThanOrEqual(7);
    expect(await monthRows.count()).toBeLessThanOrEqual(30);
  });

  test('menu: messages, my data, and Care Plan / Reports & Trends fall back to the dashboard', async ({
    page,
  }) => {
    const menu = page.getByRole('navigation', { name: 'GlohCare menu' });
    await expect(menu.getByRole('button', { name: /Messages/ })).toContainText('1');
    await menu.getByRole('button', { name: /Messages/ }).click();
    await expect(page.getByRole('heading', { name: 'Messages & Journal' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Entry' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Message Team' })).toBeVisible();

    for (const name of ['Care Plan', 'Reports & Trends']) {
      await menu.getByRole('button', { name }).click();
      await expect(menu.getByRole('button', { name })).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('heading', { name: 'Wellness Score' })).toBeVisible();
    }

    await menu.getByRole('button', { name: 'My Data' }).click();
    const sharing = page.getByRole('switch', { name: 'Share my data with research studies' });
    await expect(sharing).toBeChecked();
    await sharing.click();
    await expect(sharing).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Download My Data' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'View Sharing History' })).toBeVisible();
  });
});

test.describe('predict demo', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await prepareDemoPage(page, baseURL, { predict: true });
    await openDemo(page, '/demos/gloh-predict', 'GlohPredict Risk Dashboard');
  });

  test('summary cards, lists and charts', async ({ page }) => {
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary.getByText('317', { exact: true })).toBeVisible();
    await expect(summary.getByText('12', { exact: true })).toBeVisible();
    await expect(summary.getByText('up 3 from yesterday')).toBeVisible();
    await expect(summary.getByText('2', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Risk Overview' }).getByRole('button')).toHaveCount(
      5,
    );
    await expect(
      page.getByRole('region', { name: 'Alert Feed' }).getByRole('listitem'),
    ).toHaveCount(4);
    // Alert trend, risk timeline and 10-point risk trend, each drawn as it comes near the screen.
    for (const chart of await page.locator('figure').all()) await chart.scrollIntoViewIfNeeded();
    await expect(page.locator('.apexcharts-canvas')).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 2, name: 'Maria Gonzalez' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Clinical AI Insights' })).toBeVisible();
    await expect(page.getByText('89%')).toBeVisible();
  });

  test('select a patient from the list and from a table row; time range select', async ({
    page,
  }) => {
    await page
      .getByRole('list', { name: 'Risk Overview' })
      .getByRole('button', { name: /James Carter/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'James Carter' })).toBeVisible();
    await page
      .getByRole('row', { name: /Robert Kim/ })
      .getByRole('cell', { name: '3 hr ago' })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Robert Kim' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Robert Kim/ }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const range = page.getByRole('combobox', { name: 'Time range' });
    await expect(range).toHaveValue('14');
    await range.selectOption('7');
    await expect(range).toHaveValue('7');
    await range.selectOption('30');
    await expect(range).toHaveValue('30');
    const onlyMine = page.getByRole('switch', { name: 'Show only my alerts' });
    await onlyMine.click();
    await expect(onlyMine).toBeChecked();
  });
});
