import { expect, type Page } from '@playwright/test';
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
