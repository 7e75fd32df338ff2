import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '@gloh/shared/router';
import { pagePath } from '../../app/page-paths';
import { mockFetch } from '@gloh/shared/testing/fetch-stub';
import { renderAt } from '../../testing/render-with-router';
import ResetPasswordPage from './reset-password-page';

const PAGE = pagePath('reset-password');
/** Shaped as the API's tokens are (43 characters of base64url). */
const TOKEN = 'q3JhbmRvbS1ieXRlcy1hcy1iYXNlNjR1cmwtXzAxMjM';

function renderPage(search = `?token=${TOKEN}`) {
  return renderAt(PAGE + search, PAGE, <ResetPasswordPage />);
}

/** The page over an API that answers every request with `reply`. */
function renderAnswering(reply: Parameters<typeof mockFetch>[0]) {
  const calls = mockFetch(reply);
  const user = userEvent.setup();
  renderPage();
  return { calls, user };
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  password: string,
  confirm = password,
) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
}

const submit = () => screen.getByRole('button', { name: 'Reset Password' });

describe('ResetPasswordPage', () => {
  afterEach(() => jest.useRealTimers());

  it('says the token is missing and keeps submit disabled', async () => {
    const user = userEvent.setup();
    renderPage('');
    expect(
      screen.getByText('Invalid or missing reset token. Please request a new password reset link.'),
    ).toBeInTheDocument();
    await fillIn(user, 'Abcdefg1');
    expect(submit()).toBeDisabled();
  });

  it('shows the rules live and the mismatch message', async () => {
    const user = userEvent.setup();
    renderPage();
    const rules = screen.getByRole('list', { name: 'Password requirements' });
    expect(rules).toHaveTextContent('Password must be at least 8 characters long (not met)');
    await user.type(screen.getByLabelText('New password'), 'Abcdefg1');
    expect(rules).toHaveTextContent('Password must be at least 8 characters long (met)');
    expect(rules).toHaveTextContent('Password must contain at least one number (met)');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm password'), 'Abcdefg2');
    expect(screen.getByText('Passwords do not match.')).toBeVisible();
    expect(submit()).toBeDisabled();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Abcdefg1');
    expect(submit()).toBeEnabled();
  });

  it('sends the token and password as form data, then redirects to login after 3 seconds', async () => {
    const calls = mockFetch({
      status: 200,
      body: { success: true, message: 'Password reset successfully' },
    });
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage();
    await fillIn(user, 'Abcdefg1');
    await user.click(submit());

    expect(await screen.findByText('Password reset successfully')).toBeInTheDocument();
    const body = calls[0]?.init?.body as FormData;
    expect(calls[0]?.url).toBe('/api/auth');
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toEqual({
      action: 'reset-password',
      token: TOKEN,
      password: 'Abcdefg1',
    });
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      pagePath('presentation-access'),
    );
    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByTestId('location')).toHaveTextContent(PAGE);
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('location')).toHaveTextContent(pagePath('presentation-access'));
  });

  it.each([
    [
      "the server's error",
      { status: 400, body: { success: false, error: 'Token already used' } },
      'Token already used',
    ],
    [
      'the fallback when the server gives no error',
      { status: 500, body: {} },
      'Invalid or expired reset token. Please request a new password reset link.',
    ],
    [
      'the network text when offline',
      'network-error' as const,
      'An error occurred while resetting your password. Please try again.',
    ],
  ])('shows %s', async (_name, reply, message) => {
    const { user } = renderAnswering(reply);
    await fillIn(user, 'Abcdefg1');
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });

  it('says a token that does not look like one is missing', () => {
    renderPage('?token=not-a-token');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or missing reset token');
    expect(submit()).toBeDisabled();
  });

  it('hydrates the server HTML, rendered with the token, and keeps what was typed and ticked before', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <MemoryRouter initialEntries={[`${PAGE}?token=${TOKEN}`]}>
        <ResetPasswordPage />
      </MemoryRouter>,
    );
    document.body.append(container);
    expect(container).not.toHaveTextContent('Invalid or missing reset token');
    container.querySelector<HTMLInputElement>('#reset-new-password')!.value = 'Abcdefg1';
    container.querySelector<HTMLInputElement>('#reset-confirm-password')!.value = 'Abcdefg1';
    container.querySelector<HTMLInputElement>('#reset-show-passwords')!.checked = true;
    const consoleError = jest.spyOn(console, 'error');

    await act(async () => {
      render(
        <MemoryRouter initialEntries={[`${PAGE}?token=${TOKEN}`]}>
          <ResetPasswordPage />
        </MemoryRouter>,
        { container, hydrate: true },
      );
    });

    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    expect(screen.getByLabelText('New password')).toHaveValue('Abcdefg1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(screen.getByLabelText('Show passwords')).toBeChecked();
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
  });
});

/** The page as the server renders it, parsed: what a browser without scripts gets. */
function serverHtml(search: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <MemoryRouter initialEntries={[PAGE + search]}>
      <ResetPasswordPage />
    </MemoryRouter>,
  );
  return container;
}

describe('plain HTML form post', () => {
  it('posts to the API with the token, never as a GET', () => {
    renderPage();
    const form = screen.getByRole('form', { name: 'Reset password' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/auth');
    expect(form.querySelector('input[name="action"]')).toHaveValue('reset-password');
    expect(form.querySelector('input[name="token"]')).toHaveValue(TOKEN);
  });

  it('is usable from the server HTML: the token in its field and the submit enabled', () => {
    const html = serverHtml(`?token=${TOKEN}`);
    expect(html.querySelector('input[name="token"]')).toHaveValue(TOKEN);
    expect(html.querySelector('input[name="confirmPassword"]')).not.toBeNull();
    expect(html.querySelector('button[type="submit"]')).toBeEnabled();
    expect(html).not.toHaveTextContent('Invalid or missing reset token');
  });

  it('keeps the server HTML disabled without a token that could be one', () => {
    for (const search of ['', '?token=not-a-token']) {
      const html = serverHtml(search);
      expect(html.querySelector('input[name="token"]')).toHaveValue('');
      expect(html.querySelector('button[type="submit"]')).toBeDisabled();
      expect(html).toHaveTextContent('Invalid or missing reset token');
    }
  });

  it('shows a mismatch the API redirected back with, and how to try again', () => {
    renderPage('?failed=reset-password&error=mismatch');
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(
      'Passwords do not match. To try again, open the link in your email again.',
    );
  });

  it('shows every password rule when the one sent without scripts broke any', () => {
    renderPage('?failed=reset-password&error=weak-password');
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(
      'Password must be at least 8 characters long. Password must contain at least one uppercase letter.',
    );
    expect(alerts[0]).toHaveTextContent('To try again, open the link in your email again.');
  });

  it('shows the success the API redirected back with', () => {
    renderPage('?sent=reset-password');
    expect(
      screen.getByRole('heading', { name: 'Password reset successfully' }),
    ).toBeInTheDocument();
  });

  it('shows the refusal instead of the missing-token text', () => {
    renderPage('?failed=reset-password&error=rejected');
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('Invalid or expired reset token');
  });
});
