import { expect, test } from '@playwright/test';
import { openDemo, openDemosHub, prepareDemoPage } from './demos-helpers';

test.describe('demos hub', () => {
  test('predict flag off: predict card says Learn More; care launches; research is coming soon', async ({
    page,
    baseURL,
  }) => {
    const { predict, care, research } = await openDemosHub(page, baseURL, { predict: false });
    await expect(predict.getByRole('link')).toHaveText(/^Learn More/);
    await expect(predict.getByRole('link')).toHaveAttribute('href', '/what-were-building');
    await expect(care.getByRole('link')).toHaveText(/^Launch Interactive Demo/);
    await expect(research.getByText('Coming soon')).toBeVisible();
    await expect(research.getByRole('link')).toHaveText(/^Learn More/);
    await expect(
      page.getByRole('link', { name: 'Contact Us', exact: true }).last(),
    ).toHaveAttribute('href', '/contact');
    await expect(
      page.getByRole('main').getByRole('link', { name: "What We're Building" }),
    ).toHaveAttribute('href', '/what-were-building');

    await care.getByRole('link').click();
    await expect(page).toHaveURL(/\/demos\/gloh-care$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'GlohCare Patient Portal' }),
    ).toBeVisible();
  });

  test('predict flag off: the predict card is badged coming soon, like its button', async ({
    page,
    baseURL,
  }) => {
    const { predict, care } = await openDemosHub(page, baseURL, { predict: false });
    await expect(predict.getByText('Coming soon', { exact: true })).toBeVisible();
    await expect(predict.getByText('Live demo', { exact: true })).toHaveCount(0);
    await expect(care.getByText('Live demo', { exact: true })).toBeVisible();
  });

  test('predict flag on: the predict card launches the demo', async ({ page, baseURL }) => {
    const { predict } = await openDemosHub(page, baseURL, { predict: true });
    await expect(predict.getByRole('link')).toHaveText(/^Launch Interactive Demo/);
    await expect(predict.getByText('Live demo', { exact: true })).toBeVisible();
    await predict.getByRole('link').click();
    await expect(page).toHaveURL(/\/demos\/gloh-predict$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'GlohPredict Risk Dashboard' }),
    ).toBeVisible();
  });

  test('the hub and the research page download no apexcharts', async ({ page, baseURL }) => {
    await prepareDemoPage(page, baseURL, { predict: true });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openDemo(page, '/demos', 'See Gloh in action');
    await openDemo(page, '/demos/gloh-research', 'GlohResearch');
    await page.waitForLoadState('networkidle');
    expect(requests.some((url) => url.includes('/remotes/demos/'))).toBe(true);
    // Only the apexcharts chunk of this remote names the chart's canvas class.
    const scripts = await Promise.all(
      requests
        .filter((url) => /\/remotes\/demos\/static\/js\/.+\.js$/.test(url))
        .map(async (url) => (await page.request.get(url)).text()),
    );
    expect(scripts.filter((source) => source.includes('apexcharts-canvas'))).toEqual([]);
  });
});

test.describe('research demo', () => {
  test('shows the chip, three cards and its two buttons', async ({ page, baseURL }) => {
    await prepareDemoPage(page, baseURL, { predict: false });
    await openDemo(page, '/demos/gloh-research', 'GlohResearch');
    await expect(page.getByText('Demo Coming Soon')).toBeVisible();
    for (const title of ['Cohort Discovery', 'Statistical Analysis', 'Research Collaboration']) {
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    }
    await page.getByRole('link', { name: 'View All Demos' }).click();
    await expect(page).toHaveURL(/\/demos$/);
    await page.goBack();
    await page.getByRole('link', { name: 'Schedule Demo' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
