import { expect, test, type APIRequestContext, type Cookie, type Page } from '@playwright/test';
import {
  DECK_ENGAGEMENT_LIMITS,
  DECK_ENGAGEMENT_NUMBER_RULES,
  DECK_VERSION_HEADER,
} from '@gloh/contract/deck-engagement';
import { admin } from '../../support/admin-cli';
import { expectNoAxeViolations } from '../../support/axe';
import { acceptCookies } from '../../support/consent-cookie';
import { recordCspViolations } from '../../support/csp-violations';
import { gotoHydrated } from '../../support/hydration';
import { expectNoHorizontalScroll, VIEWPORTS } from '../../support/viewports';
import {
  createApprovedInvestor,
  expectDeckDrawn,
  LOGIN_PATH,
  uniqueEmail,
  VIEWER_PATH,
} from './investor-helpers';

/** The sample deck (api/assets): five 16:9 slides. */
const DECK_PAGES = 5;
const PDFJS_FILES = /\/(pdfjs\.[0-9a-f]+\.js|pdf\.worker\.min\.[0-9a-f]+\.mjs)$/;

interface InvestorEngagementRow {
  email: string;
  totalSeconds: number;
  pagesReached: number[];
  secondsPerPage: Record<string, number>;
  downloads: number;
}

test.beforeEach(async ({ page, baseURL }) => {
  await acceptCookies(page, baseURL!);
});

interface SignedInInvestor {
  email: string;
  cookies: Cookie[];
}

/**
 * An approved investor signed in through the API. The form's login is the journey spec's; here
 * one investor serves the file, as the API allows 10 access requests per IP in 10 minutes.
 */
async function signInByApi(request: APIRequestContext, label: string): Promise<SignedInInvestor> {
  const email = uniqueEmail(label);
  const accessCode = await createApprovedInvestor(request, email);
  const login = await request.post('/api/auth', { data: { action: 'login', email, accessCode } });
  expect(login.ok()).toBe(true);
  return { email, cookies: (await request.storageState()).cookies };
}

let investor: SignedInInvestor;
/** When this worker's investor signed in: their session cannot have opened the deck before. */
let investorSignedInAt: number;
test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  investorSignedInAt = Date.now();
  investor = await signInByApi(request, 'viewer');
  await request.dispose();
});

async function openViewerAs(page: Page, signedIn: SignedInInvestor) {
  await page.context().addCookies(signedIn.cookies);
  await page.goto(VIEWER_PATH);
  await expectDeckDrawn(page);
  // pdf.js's text-measuring canvases (added to <body> while text is laid out) never show.
  await expect(page.locator('body > canvas:visible')).toHaveCount(0);
}

const pageBox = (page: Page, number: number) =>
  page.getByRole('group', { name: `Page ${number} of ${DECK_PAGES}` });

test('draws the stamped deck page by page with selectable text, under the CSP', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const { email } = investor;
  await openViewerAs(page, investor);

  await expect(page.getByRole('group', { name: /^Page \d of 5$/ })).toHaveCount(DECK_PAGES);
  // The text layer: the slide's words and the investor's stamp are real text on the page.
  await expect(pageBox(page, 1).getByText('Gloh - Investor Presentation')).toBeAttached();
  await expect(pageBox(page, 1).getByText(`Confidential - prepared for ${email}`)).toBeAttached();
  await expect(pageBox(page, 4).getByText('Roadmap', { exact: true })).toBeAttached();

  // The first page's canvas has been painted (not left blank white).
  const painted = await pageBox(page, 1)
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement) => {
      const context = canvas.getContext('2d')!;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark += 1;
      return { width: canvas.width, dark };
    });
  expect(painted.width).toBeGreaterThan(0);
  expect(painted.dark).toBeGreaterThan(100);

  // Fit to width, from a phone to a wide screen: the page fills the scroll box less its margins.
  for (const width of [360, 1920, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const region = page.getByRole('region', { name: 'Presentation pages' });
    await expect
      .poll(async () => {
        const regionWidth = (await region.boundingBox())!.width;
        const pageWidth = (await pageBox(page, 1).boundingBox())!.width;
        return pageWidth > regionWidth - 60 && pageWidth <= regionWidth;
      }, `page 1 fits the width at ${width} px`)
      .toBe(true);
    await expectNoHorizontalScroll(page, `no sideways scroll at ${width} px`);
  }
  expect(violations).toEqual([]);
});

test('loads pdf.js only on the viewer', async ({ page }) => {
  const pdfjsRequests: string[] = [];
  page.on('request', (request) => {
    if (PDFJS_FILES.test(new URL(request.url()).pathname)) pdfjsRequests.push(request.url());
  });
  await gotoHydrated(page, '/');
  await gotoHydrated(page, LOGIN_PATH);
  await gotoHydrated(page, '/investors/roadmap');
  // Nor does a visitor who never signed in, on the way from the viewer to the login page.
  await page.goto(VIEWER_PATH);
  await expect(page).toHaveURL(LOGIN_PATH);
  expect(pdfjsRequests).toEqual([]);

  await openViewerAs(page, investor);
  const fetched = pdfjsRequests.map((url) => new URL(url).pathname.split('/').pop()).sort();
  expect(fetched).toEqual([
    expect.stringMatching(/^pdf\.worker\.min\./),
    expect.stringMatching(/^pdfjs\./),
  ]);
});

test('turns pages with the buttons, the arrow keys, the page number and the page list', async ({
  page,
}) => {
  await openViewerAs(page, investor);
  const pageNumber = page.getByLabel('Page', { exact: true });
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(pageNumber).toHaveValue('1');
  await expect(previous).toBeDisabled();

  await next.click();
  await expect(pageNumber).toHaveValue('2');
  await expect(pageBox(page, 2)).toBeInViewport({ ratio: 0.5 });

  await page.keyboard.press('ArrowRight');
  await expect(pageNumber).toHaveValue('3');
  await page.keyboard.press('ArrowLeft');
  await expect(pageNumber).toHaveValue('2');

  await pageNumber.fill('5');
  await pageNumber.press('Enter');
  await expect(pageBox(page, 5)).toBeInViewport({ ratio: 0.5 });
  await expect(next).toBeDisabled();
  // Typing in the field is typing, not turning pages.
  await pageNumber.press('ArrowLeft');
  await expect(pageNumber).toHaveValue('5');

  const list = page.getByRole('navigation', { name: 'All pages' });
  await list.getByRole('button', { name: 'Page 3' }).click();
  await expect(list.getByRole('button', { name: 'Page 3' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(pageNumber).toHaveValue('3');
  await expect(page.getByText('Page 3 of 5', { exact: true })).toBeAttached();
});

test('draws only the pages near the screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await openViewerAs(page, investor);
  await expect(pageBox(page, 1)).toHaveAttribute('data-drawn', 'near');
  await expect(pageBox(page, 5)).toHaveAttribute('data-drawn', 'far');
  await page.getByRole('button', { name: 'Page 5' }).click();
  await expect(pageBox(page, 5)).toHaveAttribute('data-drawn', 'near');
  await expect(pageBox(page, 1)).toHaveAttribute('data-drawn', 'far');
});

test('an investor reads pages 1-3; staff see those pages with the time spent', async ({ page }) => {
  // An investor of its own, whose reading no other test adds to.
  const reader = await signInByApi(page.request, 'viewer-reading');
  const { email } = reader;
  const openStarted = Date.now();
  await openViewerAs(page, reader);
  const next = page.getByRole('button', { name: 'Next' });
  const spent: number[] = [];
  let since = Date.now();
  // The viewer's clock for page 1 starts when that page is on screen, somewhere while
  // openViewerAs ran: a loaded machine can spend seconds there, so page 1 may hold up to that.
  const openingMs = since - openStarted;
  const turn = async (action: () => Promise<void>, pauseMs: number) => {
    await page.waitForTimeout(pauseMs);
    await action();
    spent.push(Date.now() - since);
    since = Date.now();
  };
  await turn(() => next.click(), 3000);
  await turn(() => page.keyboard.press('ArrowRight'), 4000);
  // Leaving the page sends the last batch through the beacon queue.
  await turn(() => page.goto('about:blank').then(() => undefined), 2000);

  let report: InvestorEngagementRow | undefined;
  await expect
    .poll(
      async () => {
        ({
          investors: [report],
        } = await admin<{ investors: InvestorEngagementRow[] }>('engagement', '--email', email));
        return report?.pagesReached;
      },
      { timeout: 15_000 },
    )
    .toEqual([1, 2, 3]);
  spent.forEach((ms, index) => {
    const seconds = report!.secondsPerPage[String(index + 1)]!;
    const mostMs = index === 0 ? ms + openingMs : ms;
    expect(seconds, `page ${index + 1}`).toBeGreaterThanOrEqual(ms / 1000 - 1);
    expect(seconds, `page ${index + 1}`).toBeLessThanOrEqual(mostMs / 1000 + 1);
  });
  expect(report!.downloads).toBe(0);
});

for (const viewport of VIEWPORTS) {
  test(`is axe clean and works by keyboard at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openViewerAs(page, investor);
    await expectNoHorizontalScroll(page);
    await expectNoAxeViolations(page, 'viewer');

    const pageNumber = page.getByLabel('Page', { exact: true });
    const region = page.getByRole('region', { name: 'Presentation pages' });
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(pageNumber).toHaveValue('2');

    // Next on the last but one page: the button stays focused, now unavailable.
    await pageNumber.fill(String(DECK_PAGES - 1));
    await pageNumber.press('Enter');
    await expect(pageNumber).toHaveValue(String(DECK_PAGES - 1));
    const next = page.getByRole('button', { name: 'Next' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(pageNumber).toHaveValue(String(DECK_PAGES));
    await expect(next).toBeFocused();
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Enter');
    await expect(pageNumber).toHaveValue(String(DECK_PAGES));

    // The scroll box scrolls with the keyboard too (last, as the browser animates it).
    await region.focus();
    const before = await region.evaluate((element) => element.scrollTop);
    await page.keyboard.press('PageUp');
    await expect.poll(() => region.evaluate((element) => element.scrollTop)).toBeLessThan(before);
    await expectNoAxeViolations(page, 'viewer after turning pages');
  });
}

test.describe('what the viewer reports, sent through the site’s origin', () => {
  const ENGAGEMENT = '/api/investor-presentation/engagement';
  let api: APIRequestContext;
  let deckVersion: number;

  test.beforeAll(async ({ playwright, baseURL }) => {
    api = await playwright.request.newContext({
      baseURL,
      storageState: { cookies: investor.cookies, origins: [] },
      extraHTTPHeaders: { Origin: new URL(baseURL!).origin },
    });
    // Opening the deck starts the session's reading clock.
    const deck = await api.get('/api/investor-presentation');
    expect(deck.status()).toBe(200);
    deckVersion = Number(deck.headers()[DECK_VERSION_HEADER.toLowerCase()]);
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  const beacon = (batch: unknown) =>
    api.post(ENGAGEMENT, {
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      data: JSON.stringify(batch),
    });

  test('a deck version beyond the database’s integers is a 400 naming the field', async () => {
    const response = await beacon({
      deckVersion: 2 ** 31,
      pages: [{ page: 1, views: 1, visibleMs: 1000 }],
    });
    expect(response.status()).toBe(400);
    expect(JSON.stringify(await response.json())).toContain(
      DECK_ENGAGEMENT_NUMBER_RULES.deckVersion.label,
    );
  });

  test('hours of claimed reading are credited only up to the wall clock', async () => {
    const claim = {
      deckVersion,
      pages: Array.from({ length: DECK_PAGES }, (_, index) => ({
        page: index + 1,
        views: 1,
        visibleMs: DECK_ENGAGEMENT_LIMITS.maxVisibleMsPerPage,
      })),
    };
    // Three batches claim two and a half hours; accepted, as a real beacon that raced would be.
    for (let batch = 0; batch < 3; batch += 1) expect((await beacon(claim)).status()).toBe(204);
    const { investors } = await admin<{ investors: InvestorEngagementRow[] }>(
      'engagement',
      '--email',
      investor.email,
    );
    // The session has read in the other tests too; all of it together stays within its lifetime.
    expect(investors[0]!.totalSeconds).toBeLessThanOrEqual(
      (Date.now() - investorSignedInAt) / 1000 + 2,
    );
  });
});
