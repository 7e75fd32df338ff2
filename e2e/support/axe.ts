import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** axe-core's browser build, read once per worker. */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Every rule axe runs by default (WCAG 2.0–2.2 A and AA, and its best practices: landmarks,
 * regions, heading order), with the opt-in target-size rule (WCAG 2.2, 2.5.8) switched on.
 */
const AXE_OPTIONS: RunOptions = {
  rules: { 'target-size': { enabled: true } },
  // Only violations are read: axe then skips describing every passing node (about a third faster).
  resultTypes: ['violations'],
};

/**
 * The page as it is now has no axe violations (AXE_OPTIONS).
 *
 * axe runs in the page's one document, injected once per document. @axe-core/playwright's way,
 * built for pages with frames, injected axe anew for every check and opened a second page to merge
 * the frames' results: about half of each check's browser time, and the suite runs hundreds. The
 * site has no frames; a page that gains one fails here until its check learns frames.
 */
export async function expectNoAxeViolations(page: Page, label: string) {
  const where = `${label} at ${page.viewportSize()?.width} px`;
  expect(
    page.frames(),
    `${where}: the page has frames, which this check does not enter`,
  ).toHaveLength(1);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // A colour halfway through a transition is no reader's colour (a link just made active fades to
  // its new one): finite transitions and animations end before axe measures.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const found = await page.evaluate(async (options) => {
    const { axe } = window as unknown as {
      axe: { run(context: Document, options: RunOptions): Promise<AxeResults> };
    };
    const { violations } = await axe.run(document, options);
    return violations.map((violation) => ({
      rule: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, AXE_OPTIONS);
  expect(found, where).toEqual([]);
}
