import { expect, test, type Page } from '@playwright/test';
import {
  FORM_POST_INVALID_MESSAGE,
  formResultMessage,
  type FormPostResult,
} from '@gloh/contract/form-posts';
import {
  API_MESSAGES,
  CONTACT_MESSAGES,
  MISSING_RESET_TOKEN_MESSAGE,
} from '@gloh/contract/messages';
import { PASSWORDS_DO_NOT_MATCH } from '@gloh/contract/password';
import { admin, approveRequestOf, resetLinkFor } from '../../support/admin-cli';
import { textOf } from '../../support/raw-html';
import { usePrivateStack } from '../../support/private-stack';
import { PRIVATE_STACKS } from '../../support/stack';
import { LOGIN_PATH, VIEWER_PATH, uniqueEmail } from '../investors/investor-helpers';

// The forms submitted by the browser itself: before the page's scripts run, or without them.
//
// Access requests and contact messages are rate-limited per client address, and every spec on the
// shared test stack reaches the API as 127.0.0.1 (its shell trusts no proxy and sends its peer's
// address). This spec's own shell trusts X-Forwarded-For from loopback, as a shell behind a load
// balancer does, so each test is a visitor of its own and neither spends nor meets the others' limits.
const stack = usePrivateStack(
  PRIVATE_STACKS.formPosts,
  () => ({ marketing: undefined, investors: undefined, demos: undefined }),
  { TRUST_PROXY: 'loopback' },
);
const SITE = stack.site;

test.use({ javaScriptEnabled: false });

let visitors = 0;
/** A client address of this test's own (TEST-NET-2, never a real visitor). */
function visitorAddress(): string {
  visitors += 1;
  return `198.51.100.${visitors}`;
}

/** Every URL the page requests, redirects included, to check no submitted value is in one. */
async function asVisitor(page: Page): Promise<{ address: string; urls: string[] }> {
  const address = visitorAddress();
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return { address, urls };
}

function expectNoneIn(urls: string[], secrets: string[]) {
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    for (const secret of secrets) {
      expect(url).not.toContain(secret);
      expect(url).not.toContain(encodeURIComponent(secret));
      // As an HTML form would have encoded it into a GET's query.
      expect(url).not.toContain(encodeURIComponent(secret).replace(/%20/g, '+'));
    }
  }
}

test('contact: the message is posted and the page says it was sent', async ({ page }) => {
  const { urls } = await asVisitor(page);
  const email = uniqueEmail('noscript-contact');
  await page.goto(`${SITE}/contact`);
  const form = page.getByTestId('contact-form');
  await form.getByLabel(/Name/).fill('Ada Noscript');
  await form.getByLabel(/Email/).fill(email);
  await form.getByLabel(/Message/).fill('Sent without scripts');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page).toHaveURL(`${SITE}/contact?sent=contact`);
  await expect(page.getByTestId('contact-success')).toHaveText(CONTACT_MESSAGES.fallbackSuccess);
  expectNoneIn(urls, [email, 'Ada Noscript', 'Sent without scripts']);
});

test('contact: a refused message says so, and nothing is in the address', async ({ page }) => {
  const { urls } = await asVisitor(page);
  await page.goto(`${SITE}/contact`);
  const form = page.getByTestId('contact-form');
  await form.getByLabel(/Name/).fill('Ada Noscript');
  await form.getByLabel(/Email/).fill('not-an-email');
  await form.getByLabel(/Message/).fill('Hello');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page).toHaveURL(`${SITE}/contact?failed=contact&error=invalid`);
  await expect(page.getByTestId('contact-error')).toHaveText(FORM_POST_INVALID_MESSAGE);
  await expect(page.getByTestId('contact-form')).toBeVisible();
  expectNoneIn(urls, ['not-an-email', 'Ada Noscript']);
});

test('access request: the request is posted and the page confirms it', async ({ page }) => {
  const { urls } = await asVisitor(page);
  const email = uniqueEmail('noscript-access');
  await page.goto(`${SITE}${LOGIN_PATH}`);
  const form = page.getByRole('form', { name: 'Request access' });
  await form.getByLabel(/Full name/).fill('Grace Noscript');
  await form.getByLabel(/Company/).fill('Example Capital');
  await form.getByLabel(/Phone number/).fill('+1 555 0100');
  await form.getByLabel(/^Email/).fill(email);
  await form.getByRole('button', { name: 'Request Access' }).click();

  await expect(page).toHaveURL(`${SITE}${LOGIN_PATH}?sent=access-request`);
  await expect(page.getByRole('form', { name: 'Request access' })).toContainText(
    API_MESSAGES.accessRequestReceived,
  );
  expectNoneIn(urls, [email, 'Grace Noscript', '+1 555 0100']);
  // The request reached staff.
  expect(await approveRequestOf(email)).toMatch(/\S/);
});

/** An investor with access, whose request came from the visitor's address; its access code. */
async function approvedInvestor(page: Page, address: string, email: string): Promise<string> {
  const filed = await page.request.post(`${SITE}/api/presentation-access`, {
    headers: { 'X-Forwarded-For': address },
    data: {
      name: 'Lin Noscript',
      companyName: 'Example Capital',
      phoneNumber: '+1 555 0100',
      email,
    },
  });
  expect(filed.ok()).toBe(true);
  return approveRequestOf(email);
}

test('login: a valid code signs in and opens the presentation; a wrong one says so', async ({
  page,
}) => {
  const { address, urls } = await asVisitor(page);
  const email = uniqueEmail('noscript-login');
  const accessCode = await approvedInvestor(page, address, email);

  await page.goto(`${SITE}${LOGIN_PATH}`);
  let form = page.getByRole('form', { name: 'Investor login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Access code').fill('WRONG-CODE-0000');
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${SITE}${LOGIN_PATH}?failed=login&error=rejected`);
  form = page.getByRole('form', { name: 'Investor login' });
  await expect(form.getByRole('alert')).toHaveText(API_MESSAGES.loginFailed);

  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Access code').fill(accessCode);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${SITE}${VIEWER_PATH}`);
  const cookies = await page.context().cookies(SITE);
  expect(cookies.find((cookie) => cookie.name === 'gloh_session')?.httpOnly).toBe(true);
  expect(cookies.some((cookie) => cookie.name === 'gloh_signed_in')).toBe(true);
  // The audit has the visitor's own address: the reason this spec does not meet others' limits.
  const audit = await admin<{ action: string; email: string | null; ip: string | null }[]>(
    'audit',
    '--limit',
    '20',
  );
  expect(audit.find((row) => row.action === 'auth.login' && row.email === email)?.ip).toBe(address);

  expectNoneIn(urls, [email, accessCode, 'WRONG-CODE-0000']);
});

test('password reset: the mailed link sets a new password, which then signs in', async ({
  page,
}) => {
  const { address, urls } = await asVisitor(page);
  const referers: Promise<string | null>[] = [];
  page.on('request', (request) => referers.push(request.headerValue('referer')));
  const email = uniqueEmail('noscript-reset');
  await approvedInvestor(page, address, email);
  // The link names the shared stack's site; this spec's own site serves the same page.
  const link = new URL(await resetLinkFor(email));
  const token = link.searchParams.get('token')!;
  const mailed = `${SITE}${link.pathname}${link.search}`;
  const newPassword = 'Noscript2026reset';

  const opened = await page.goto(mailed);
  // The token is in its address: no cache keeps the page, and no Referer carries the address.
  expect(opened!.headers()['cache-control']).toBe('no-store');
  expect(opened!.headers()['referrer-policy']).toBe('strict-origin');
  let form = page.getByRole('form', { name: 'Reset password' });
  await form.getByLabel('New password').fill(newPassword);
  await form.getByLabel('Confirm password').fill('Mistyped2026reset');
  await form.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(`${SITE}/reset-password?failed=reset-password&error=mismatch`);
  await expect(page.getByRole('alert')).toContainText(PASSWORDS_DO_NOT_MATCH);

  // The mismatch did not spend the token: the mailed link works again.
  await page.goto(mailed);
  form = page.getByRole('form', { name: 'Reset password' });
  await form.getByLabel('New password').fill(newPassword);
  await form.getByLabel('Confirm password').fill(newPassword);
  await form.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(`${SITE}/reset-password?sent=reset-password`);
  await expect(page.getByRole('heading', { name: API_MESSAGES.resetSucceeded })).toBeVisible();

  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(`${SITE}${LOGIN_PATH}`);
  const login = page.getByRole('form', { name: 'Investor login' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Access code').fill(newPassword);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${SITE}${VIEWER_PATH}`);

  expect(urls.filter((url) => url === mailed)).toHaveLength(2);
  expectNoneIn(
    urls.filter((url) => url !== mailed),
    [token, newPassword],
  );
  const sentReferers = (await Promise.all(referers)).filter((referer) => referer !== null);
  expect(sentReferers.length).toBeGreaterThan(0);
  expectNoneIn(sentReferers, [token, newPassword]);
});

test('a reset page with a token is rendered for that token, every time, and never stored', async ({
  request,
}) => {
  const tokens = ['first', 'second'].map((name) => `${name}-reset-token`.padEnd(43, '0'));
  for (const token of [...tokens, ...tokens]) {
    const res = await request.get(`${SITE}/reset-password?token=${token}`);
    expect(res.headers()['cache-control']).toBe('no-store');
    const html = await res.text();
    expect(html).toContain(`value="${token}"`);
    for (const other of tokens.filter((value) => value !== token))
      expect(html).not.toContain(other);
  }
  // Without a token that could be one, the page is the shared one, which a CDN may keep.
  const plain = await request.get(`${SITE}/reset-password?token=%3Cnot-one%3E`);
  expect(plain.headers()['cache-control']).toBe('public, no-cache, stale-if-error=300');
  expect(textOf(await plain.text())).toContain(MISSING_RESET_TOKEN_MESSAGE);
  expect(await plain.text()).not.toContain('not-one');
});

/** The forms' tags in the server's HTML, found by an attribute each has. */
function formTag(html: string, marker: string): string {
  const tag = [...html.matchAll(/<form\b[^>]*>/g)].find((match) => match[0].includes(marker));
  if (!tag) throw new Error(`No <form> with ${marker}`);
  return tag[0];
}

test('every form posts in the server-rendered HTML, never a GET', async ({ request }) => {
  const forms = [
    { path: '/contact', marker: 'data-testid="contact-form"', action: '/api/contact' },
    { path: LOGIN_PATH, marker: 'aria-label="Investor login"', action: '/api/auth' },
    {
      path: LOGIN_PATH,
      marker: 'aria-label="Request access"',
      action: '/api/presentation-access',
    },
    {
      path: '/reset-password?token=abc',
      marker: 'aria-label="Reset password"',
      action: '/api/auth',
    },
  ];
  for (const { path, marker, action } of forms) {
    const html = await (await request.get(`${SITE}${path}`)).text();
    const tag = formTag(html, marker);
    expect(tag).toContain('method="post"');
    expect(tag).toContain(`action="${action}"`);
  }
});

test('the server renders the outcome of a known result key only', async ({ request }) => {
  const shown = async (path: string) => textOf(await (await request.get(`${SITE}${path}`)).text());
  const reset: FormPostResult = { form: 'reset-password', outcome: 'sent' };
  expect(await shown('/reset-password?sent=reset-password')).toContain(formResultMessage(reset));
  const rateLimited: FormPostResult = {
    form: 'access-request',
    outcome: 'error',
    error: 'rate-limited',
  };
  expect(await shown(`${LOGIN_PATH}?failed=access-request&error=rate-limited`)).toContain(
    formResultMessage(rateLimited),
  );
  expect(await shown('/contact?sent=contact')).toContain(CONTACT_MESSAGES.fallbackSuccess);
  expect(await shown('/contact?sent=somebody')).not.toContain(CONTACT_MESSAGES.fallbackSuccess);
});
