import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_SITE_CONFIG } from '@gloh/shared/site-config';
import { pagePath } from '../../app/page-paths';
import { jsonBody, mockFetch } from '@gloh/shared/testing/fetch-stub';
import { renderAt } from '../../testing/render-with-router';
import PresentationAccessPage from './presentation-access-page';

const PAGE = pagePath('presentation-access');
const renderPage = () => renderAt(PAGE, PAGE, <PresentationAccessPage />);

/** The page over an API that answers every request with `reply`. */
function renderAnswering(reply: Parameters<typeof mockFetch>[0]) {
  const calls = mockFetch(reply);
  const user = userEvent.setup();
  renderPage();
  return { calls, user };
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  const login = screen.getByRole('form', { name: 'Investor login' });
  await user.type(
    screen.getByLabelText('Email', { selector: '#investor-login-email' }),
    'ada@example.com',
  );
  await user.type(screen.getByLabelText('Access code'), 'CODE-1234');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return login;
}

async function requestAccess(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Full name/), 'Ada Example');
  await user.type(screen.getByLabelText(/Company/), 'Example Capital');
  await user.type(screen.getByLabelText(/Phone number/), '+1 555 0100');
  await user.type(
    screen.getByLabelText(/^Email/, { selector: '#access-request-email' }),
    'ada@example.com',
  );
  await user.click(screen.getByRole('button', { name: 'Request Access' }));
}

describe('login form', () => {
  it('posts the login and goes to the viewer on success', async () => {
    const { calls, user } = renderAnswering({ status: 200, body: { success: true } });
    await logIn(user);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(pagePath('presentation')),
    );
    expect(calls[0]?.url).toBe('/api/auth');
    expect(jsonBody(calls[0])).toEqual({
      action: 'login',
      email: 'ada@example.com',
      accessCode: 'CODE-1234',
    });
  });

  it('shows a spinner and disables the fields while submitting', async () => {
    let answer: (value: Response) => void = () => undefined;
    globalThis.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderPage();
    await logIn(user);
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(screen.getByLabelText('Access code')).toBeDisabled();
    answer({ ok: false, status: 401, json: async () => ({ success: false }) } as Response);
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
  });

  it.each([
    [
      "the server's error",
      { status: 401, body: { success: false, error: 'Invalid email or access code' } },
      'Invalid email or access code',
    ],
    ["'Login failed' without one", { status: 500, body: { success: false } }, 'Login failed'],
    [
      'the network text when offline',
      'network-error' as const,
      'An error occurred during login. Please try again.',
    ],
  ])('shows %s and stays on the page', async (_name, reply, message) => {
    const { user } = renderAnswering(reply);
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByTestId('location')).toHaveTextContent(PAGE);
  });

  it("tells an investor whose access ran out when it ended and names the site's contact email", async () => {
    const { user } = renderAnswering({
      status: 403,
      body: {
        success: false,
        error: 'Your access ended on a date. Contact the inbox of the API.',
        reason: 'access-expired',
        details: { accessExpiredAt: '2026-12-02T17:00:00.000Z' },
      },
    });
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Your access to the investor presentation ended on December 2, 2026 at 17:00 UTC. To have it extended, contact our investor relations team at ${DEFAULT_SITE_CONFIG.email}.`,
    );
  });

  it('shows the API text of a 403 without the expiry reason as it is', async () => {
    const { user } = renderAnswering({
      status: 403,
      body: { success: false, error: 'Forbidden here', reason: 'something-else' },
    });
    await logIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden here');
  });

  it('shows and hides the access code', async () => {
    const user = userEvent.setup();
    renderPage();
    const code = screen.getByLabelText('Access code');
    expect(code).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show access code' }));
    expect(code).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide access code' }));
    expect(code).toHaveAttribute('type', 'password');
  });
});

describe('access request form', () => {
  it('requires name, company, phone and email, without calling the API', async () => {
    const { calls, user } = renderAnswering({ status: 200, body: { success: true } });
    await user.click(screen.getByRole('button', { name: 'Request Access' }));
    expect(screen.getByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your company.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your phone number.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Full name/)).toHaveFocus());
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message and clears the form on success", async () => {
    const { calls, user } = renderAnswering({
      status: 200,
      body: { success: true, message: 'Your request has been received.' },
    });
    await requestAccess(user);
    expect(await screen.findByText('Your request has been received.')).toBeInTheDocument();
    expect(jsonBody(calls[0])).toEqual({
      name: 'Ada Example',
      companyName: 'Example Capital',
      phoneNumber: '+1 555 0100',
      email: 'ada@example.com',
    });
    expect(screen.getByLabelText(/Full name/)).toHaveValue('');
    expect(screen.getByLabelText(/Company/)).toHaveValue('');
  });

  it.each([
    [
      "the server's error",
      { status: 400, body: { success: false, error: 'phoneNumber must be a valid phone number' } },
      'phoneNumber must be a valid phone number',
    ],
    ["'Request failed' without one", { status: 502, body: {} }, 'Request failed'],
    [
      'the network text when offline',
      'network-error' as const,
      'An error occurred while processing your request. Please try again.',
    ],
  ])('shows %s and keeps the values', async (_name, reply, message) => {
    const { user } = renderAnswering(reply);
    await requestAccess(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ada Example');
  });
});

describe('Request Access Code dialog', () => {
  it('needs an email, then points to support without any call', async () => {
    const { calls, user } = renderAnswering({ status: 200, body: { success: true } });
    await user.click(screen.getByRole('button', { name: 'Request Access Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Access Code' });
    const send = screen.getByRole('button', { name: 'Request Code' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Email', { selector: '#request-code-email' }), 'a@b.co');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(dialog).toHaveTextContent(
      `Please contact support at ${DEFAULT_SITE_CONFIG.email} to request an access code.`,
    );
    expect(calls).toHaveLength(0);
  });
});

describe('plain HTML form posts', () => {
  it('posts both forms to the API, never as a GET', () => {
    renderPage();
    const login = screen.getByRole('form', { name: 'Investor login' });
    expect(login).toHaveAttribute('method', 'post');
    expect(login).toHaveAttribute('action', '/api/auth');
    expect(login.querySelector('input[type="hidden"][name="action"]')).toHaveValue('login');
    const request = screen.getByRole('form', { name: 'Request access' });
    expect(request).toHaveAttribute('method', 'post');
    expect(request).toHaveAttribute('action', '/api/presentation-access');
  });

  it('says access has ended, naming the site contact email, after a plain post of an expired access', () => {
    renderAt(`${PAGE}?failed=login&error=access-ended`, PAGE, <PresentationAccessPage />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Your access to the investor presentation has ended. To have it extended, contact our investor relations team at ${DEFAULT_SITE_CONFIG.email}.`,
    );
  });

  it("shows the login's refusal the API redirected back with", () => {
    renderAt(`${PAGE}?failed=login&error=rejected`, PAGE, <PresentationAccessPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or access code');
  });

  it("shows the access request's success under its own form only", () => {
    renderAt(`${PAGE}?sent=access-request`, PAGE, <PresentationAccessPage />);
    const request = screen.getByRole('form', { name: 'Request access' });
    expect(request).toHaveTextContent('Your request has been received');
    const login = screen.getByRole('form', { name: 'Investor login' });
    expect(login).not.toHaveTextContent('Your request has been received');
  });

  it('ignores result keys it does not know', () => {
    renderAt(`${PAGE}?failed=login&error=%3Cb%3Ex`, PAGE, <PresentationAccessPage />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
