import { expect, test, type Page } from '@playwright/test';
import type { SitePage } from '@gloh/contract/site-pages';
import { expectNoAxeViolations } from './axe';
import { recordCspViolations } from './csp-violations';
import { RESET_PATH_WITH_UNKNOWN_TOKEN } from './reset-link';
import { clientOnlyMarker } from './hydration';
import { ROUTE_TABLE } from './route-expectations';
import { useRuntimeConfig } from './runtime-config';
import { expectNoHorizontalScroll } from './viewports';

/**
 * The route sweep: every page the remotes declare (their site-pages.json), loaded once per
 * viewport as a first-time visitor, with every per-page check run on that one load. A page a team
 * declares is swept with no test edited.
 */

/** One page state the sweep loads. */
export interface SweptPage {
  /** Who owns the page: a remote's name, or `shell` for the shell's own pages. */
  owner: string;
  path: string;
  status: 200 | 404;
  /** The feature flag switched on for this load (the page's own). */
  flag?: string;
  /** What a failure names, beside the path. */
  label?: string;
}

/**
 * Pages that show their own content only to a signed-in visitor: without a session the viewer
 * sends the visitor to the login page, which the sweep loads anyway. The viewer's own checks are
 * in the investor specs.
 */
const SESSION_ONLY_PAGES = new Set(['presentation']);

/** States of pages that a declaration does not list: the not-found page, a mailed link's page. */
const EXTRA_STATES: readonly SweptPage[] = [
  { owner: 'shell', path: '/no/such/page', status: 404, label: 'the not-found page' },
  {
    owner: 'investors',
    path: RESET_PATH_WITH_UNKNOWN_TOKEN,
    status: 200,
    label: 'reset page from a mailed link',
  },
];

/** What the sweep loads for these declared pages: each declared page and the extra states. */
export function sweepPlan(pages: readonly SitePage[]): SweptPage[] {
  return [
    ...pages
      .filter((page) => !SESSION_ONLY_PAGES.has(page.id))
      .map((page) => ({
        owner: page.remote,
        path: page.path,
        status: 200 as const,
        ...(page.flag ? { flag: page.flag } : {}),
      })),
    ...EXTRA_STATES,
  ];
}

/**
 * One page of each kind: the first page without a flag of each remote and layout (home, default,
 * fixed header), for checks that cost too much to run on every page and depend on the kind of
 * page, not on its text (Lighthouse, hydration with slow remote code).
 */
export function pageOfEachKind(pages: readonly SitePage[]): SitePage[] {
  const kinds = new Map<string, SitePage>();
  for (const page of pages) {
    if (page.flag || SESSION_ONLY_PAGES.has(page.id)) continue;
    const kind = `${page.remote} ${page.layout ?? 'default'}`;
    if (!kinds.has(kind)) kinds.set(kind, page);
  }
  return [...kinds.values()];
}

/** Console errors and warnings, uncaught errors (failed hydration among them), failed requests. */
function watchProblems(page: Page, expectedDocumentStatus: number): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The not-found page's own status, which the browser logs as a failed load.
    if (expectedDocumentStatus === 404 && /status of 404/.test(message.text())) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    const isDocument = response.request().isNavigationRequest();
    if (isDocument && response.status() === expectedDocumentStatus) return;
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

interface LoadMetrics {
  shifts: LoadShift[];
  /** Layout shift without recent input, over the whole load. */
  shift: number;
  /** The part of it inside <main>: shifts the page's own content causes. */
  shiftInMain: number;
  /** The latest largest-contentful-paint element, and whether it is inside a dialog. */
  largestPaint: { element: string; inDialog: boolean };
}

/** Observers installed before the page's first script, read by readLoadMetrics. */
async function observeLoad(page: Page) {
  await page.addInitScript(() => {
    const state = { shifts: [] as LoadShift[], largest: null as Element | null };
    (window as unknown as { __sweep: typeof state }).__sweep = state;
    const describe = (node: Node | null | undefined) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${Array.from(node.classList, (name) => `.${name}`).join('')}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        const main = document.querySelector('main');
        state.shifts.push({
          value: entry.value,
          inMain: entry.sources.some((source) => source.node && main?.contains(source.node)),
          sources: entry.sources.map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1) as unknown as { element: Element | null } | undefined;
      if (last) state.largest = last.element;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

interface LoadShift {
  value: number;
  /** Whether the page's own content moved (an element inside <main>). */
  inMain: boolean;
  sources: string[];
}

async function readLoadMetrics(page: Page): Promise<LoadMetrics> {
  // A paint's entry is reported in the frame after it.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
  return page.evaluate(() => {
    const { shifts, largest } = (
      window as unknown as { __sweep: { shifts: LoadShift[]; largest: Element | null } }
    ).__sweep;
    const sum = (list: LoadShift[]) => list.reduce((total, shift) => total + shift.value, 0);
    return {
      shifts,
      shift: sum(shifts),
      shiftInMain: sum(shifts.filter((shift) => shift.inMain)),
      largestPaint: {
        element: largest
          ? `${largest.tagName.toLowerCase()} "${(largest.textContent ?? '').slice(0, 60)}"`
          : 'none',
        inDialog: Boolean(largest?.closest('[role="dialog"]')),
      },
    };
  });
}

/** The head tags every page of the site sets (after hydration, as the browser holds them). */
async function expectHeadTags(page: Page, path: string) {
  const title = await page.title();
  expect(title, path).toMatch(/Gloh/);
  const head = page.locator('head');
  await expect(head.locator('title')).toHaveCount(1);
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  await expect(head.locator('meta[name="keywords"]')).toHaveAttribute('content', /healthcare AI/);
  const pathname = new URL(path, 'http://x').pathname;
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${pathname === '/' ? '/' : pathname}$`),
  );
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(head.locator('meta[name="twitter:card"]')).toHaveCount(1);
  // One graph: the company (organization and medical organization in one node), the software
  // product, the website and the page.
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

/** The site's layout-shift budget for a load, as Lighthouse scores it (no scrolling, no clicks). */
export const MAX_LAYOUT_SHIFT = 0.02;
/** What the page's own content may add to it: the rest is the shell's placeholder making way. */
const MAX_LAYOUT_SHIFT_IN_MAIN = 0.01;

/**
 * The narrowest phone the site supports, and a laptop as tall as Lighthouse's desktop screen
 * (940 px): a page shorter than the screen is where a late section pulls the footer into view.
 */
export const SWEEP_VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 940 },
] as const;

/** The banner a first visit gets a second after the page loads. */
const COOKIE_BANNER = { name: 'We value your privacy' } as const;

/**
 * One load of one page state with every per-page check: status, layout, head tags, hydration
 * without console errors, failed requests or CSP violations, layout shift, the cookie banner
 * never being the largest paint, no sideways scroll and axe (WCAG 2.2 AA).
 */
export async function sweepPage(page: Page, swept: SweptPage) {
  if (swept.flag) await useRuntimeConfig(page, { flags: { [swept.flag]: true } });
  const problems = watchProblems(page, swept.status);
  const cspViolations = await recordCspViolations(page);
  await observeLoad(page);

  const response = await page.goto(swept.path);
  expect(response?.status(), 'status').toBe(swept.status);
  const heading = page.locator('main h1').first();
  const serverHeading = await heading.textContent();
  expect(serverHeading?.trim().length ?? 0, 'the h1 is in the server HTML').toBeGreaterThan(2);

  // Hydrated: client-only parts appear once React has taken over the server's HTML.
  await expect(clientOnlyMarker(page)).toBeVisible();
  expect(
    await page.evaluate(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer'),
      ),
    ),
    'React owns the root',
  ).toBe(true);
  // A first visit: the banner is shown, and the page's own content is still its largest paint
  // (were the banner's text the largest block, every first visit's LCP would wait for it).
  const banner = page.getByRole('dialog', COOKIE_BANNER);
  await expect(banner).toBeVisible();
  await page.waitForLoadState('networkidle');
  const metrics = await readLoadMetrics(page);
  expect(
    metrics.largestPaint.inDialog,
    `the largest paint is ${metrics.largestPaint.element}`,
  ).toBe(false);
  const shifts = JSON.stringify(metrics.shifts);
  expect(metrics.shift, `layout shift: ${shifts}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
  expect(metrics.shiftInMain, `layout shift inside main: ${shifts}`).toBeLessThan(
    MAX_LAYOUT_SHIFT_IN_MAIN,
  );
  await expect(heading, 'hydration keeps the server heading').toHaveText(serverHeading ?? '');

  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(heading).toBeVisible();
  if (swept.status === 200) {
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
    await expectHeadTags(page, swept.path);
  } else {
    await expect(heading).toHaveText('Page Not Found');
  }

  await banner.getByRole('button', { name: 'Accept All' }).click();
  await expect(banner).toBeHidden();
  await expectNoHorizontalScroll(page);
  await expectNoAxeViolations(page, swept.path);
  expect(problems, 'console errors, page errors and failed requests').toEqual([]);
  expect(cspViolations, 'Content-Security-Policy violations').toEqual([]);
}

/**
 * The sweep's tests for one owner's pages: a test per page state and viewport, titled by both.
 * Generated from the declarations in this checkout (the pages its releases declare). `widths`
 * keeps the viewports of those widths only, for an owner whose sweep is split between two specs
 * (so that two sites' lanes can run its halves at once).
 */
export function describePageSweep(
  owner: string,
  {
    widths = SWEEP_VIEWPORTS.map((viewport) => viewport.width),
  }: { widths?: readonly number[] } = {},
) {
  const states = sweepPlan(ROUTE_TABLE).filter((swept) => swept.owner === owner);
  for (const viewport of SWEEP_VIEWPORTS.filter((each) => widths.includes(each.width))) {
    test.describe(`page sweep at ${viewport.width} px`, () => {
      test.use({ viewport });
      for (const swept of states) {
        test(`${swept.label ?? swept.path}${swept.flag ? ` (${swept.flag} on)` : ''}`, async ({
          page,
        }) => {
          await sweepPage(page, swept);
        });
      }
    });
  }
}
