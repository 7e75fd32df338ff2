import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/** The narrowest phone the site supports and a common laptop. */
export const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

export async function expectNoHorizontalScroll(
  page: Page,
  label = 'page must not scroll sideways',
) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, label).toBeLessThanOrEqual(innerWidth);
}

/** The page is axe clean and does not scroll sideways at each of the VIEWPORTS. */
export async function expectAccessibleAtEachWidth(page: Page, label: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page, `${label} (${viewport.width} px)`);
    await expectNoHorizontalScroll(page, `${label} must not scroll sideways`);
  }
}

/**
 * A chart drawn at a laptop's width, then the window narrowed to a phone's (a tablet turned): the
 * chart library redraws 150 ms after a resize, and until then the width it was drawn at must not
 * make the page scroll sideways. The viewport is left at the phone's width.
 */
export async function expectChartKeepsToNarrowedPage(page: Page, chart: Locator, label: string) {
  const [phone, laptop] = VIEWPORTS;
  await page.setViewportSize(laptop);
  await expect
    .poll(() => chart.evaluate((element) => element.getBoundingClientRect().width), {
      message: `${label} drawn wider than a phone`,
    })
    .toBeGreaterThan(phone.width);
  await page.setViewportSize(phone);
  await expectNoHorizontalScroll(
    page,
    `${label}, drawn at ${laptop.width} px, at ${phone.width} px`,
  );
}
