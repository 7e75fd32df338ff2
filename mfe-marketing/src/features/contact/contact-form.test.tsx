import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CONTACT_RULES } from '@gloh/contract/contact';
import { CONTACT_MESSAGES } from '@gloh/contract/messages';
import { CONTACT_CASES } from '@gloh/contract/validation-cases';
import { ContactForm } from './contact-form';

const {
  fallbackSuccess: SUCCESS_MESSAGE,
  fallbackError: FAILED_MESSAGE,
  networkError: NETWORK_ERROR_MESSAGE,
} = CONTACT_MESSAGES;

function fill() {
  fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'ada@example.org' } });
  fireEvent.change(screen.getByLabelText(/Message/), { target: { value: 'Hello' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
}

/** The parts of a fetch Response the API client reads; an empty body fails to parse. */
function answer(status: number, body: unknown) {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    json: () =>
      body === undefined
        ? Promise.reject(new SyntaxError('Unexpected end of JSON'))
        : Promise.resolve(body),
  } as Response);
}

describe('ContactForm', () => {
  const fetchMock = jest.fn();
  beforeAll(() => {
    // jsdom has no fetch.
    Object.assign(globalThis, { fetch: fetchMock });
  });
  afterEach(() => fetchMock.mockReset());

  it('posts the message, shows Sending... with disabled fields, then the thank-you text', async () => {
    let resolve: (value: Response | Promise<Response>) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((r) => (resolve = r)));
    render(<ContactForm />);
    fill();
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Name/)).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(JSON.parse(init.body)).toEqual({
      name: 'Ada',
      email: 'ada@example.org',
      message: 'Hello',
    });
    resolve(answer(200, { success: true, message: 'ok' }));
    expect(await screen.findByText(SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it.each([
    [500, { success: false, error: 'X' }, 'X'],
    [502, undefined, FAILED_MESSAGE],
  ])('shows the failure of a %i and keeps the values', async (status, body, text) => {
    fetchMock.mockReturnValue(answer(status, body));
    render(<ContactForm />);
    fill();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText(/Name/)).toHaveValue('Ada');
  });

  it('shows the network message when the request fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<ContactForm />);
    fill();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(NETWORK_ERROR_MESSAGE));
  });

  it('does not send an invalid form', () => {
    render(<ContactForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
  });

  it('shows the errors first, then moves focus to the first invalid field', async () => {
    render(<ContactForm />);
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const email = screen.getByLabelText(/Email/);
    // The errors are in the click's render; focus follows once they have painted.
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(CONTACT_RULES.email.requiredMessage);
    expect(email).not.toHaveFocus();
    await waitFor(() => expect(email).toHaveFocus());
  });

  // The same table runs through the API's DTO in api/test/contract-parity.spec.ts.
  it.each(CONTACT_CASES)('enforces the contract as the API does: $name', ({ values, expected }) => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    render(<ContactForm />);
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: values.name } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: values.email } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: values.message } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    const problems = Object.entries(expected);
    if (problems.length === 0) {
      expect(fetchMock).toHaveBeenCalledTimes(1);
      return;
    }
    expect(fetchMock).not.toHaveBeenCalled();
    for (const [field, message] of problems) {
      const input = document.querySelector(`[name="${field}"]`);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(message);
    }
  });
});

describe('ContactForm after a plain HTML form post', () => {
  it('posts to the API, never as a GET', () => {
    render(<ContactForm />);
    const form = screen.getByTestId('contact-form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/contact');
  });

  it('shows the thank-you text for sent=contact', () => {
    render(<ContactForm posted={{ form: 'contact', outcome: 'sent' }} />);
    expect(screen.getByTestId('contact-success')).toHaveTextContent(SUCCESS_MESSAGE);
  });

  it('shows the refusal above an empty form', () => {
    render(<ContactForm posted={{ form: 'contact', outcome: 'error', error: 'rate-limited' }} />);
    expect(screen.getByTestId('contact-error')).toHaveTextContent(
      'Too many requests. Please try again later.',
    );
    expect(screen.getByTestId('contact-form')).toBeInTheDocument();
  });
});
