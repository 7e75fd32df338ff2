import { fireEvent, screen, within } from '@testing-library/react';
import { ACCESS_REQUEST_CASES, LOGIN_CASES } from '@gloh/contract/validation-cases';
import { pagePath } from '../../app/page-paths';
import { renderAt } from '../../testing/render-with-router';
import PresentationAccessPage from './presentation-access-page';

/**
 * The table of good and bad inputs in @gloh/contract, typed into the real forms; the same table
 * goes through the API's DTOs in api/test/contract-parity.spec.ts. A form must send exactly what
 * the API accepts, and refuse the rest with the same words.
 */
const PAGE = pagePath('presentation-access');

function fillAndSubmit(formName: string, values: Record<string, string>, button: string) {
  const form = screen.getByRole('form', { name: formName });
  for (const [name, value] of Object.entries(values)) {
    const input = form.querySelector(`[name="${name}"]`);
    if (!input) throw new Error(`No field ${name} in ${formName}`);
    fireEvent.change(input, { target: { value } });
  }
  fireEvent.click(within(form).getByRole('button', { name: button }));
  return form;
}

function expectVerdict(form: HTMLElement, expected: Record<string, string | undefined>) {
  const problems = Object.entries(expected);
  if (problems.length === 0) {
    expect(globalThis.fetch).toHaveBeenCalledTimes(1);
    return;
  }
  expect(globalThis.fetch).not.toHaveBeenCalled();
  for (const [name, message] of problems) {
    const input = form.querySelector(`[name="${name}"]`);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message ?? '');
  }
}

beforeEach(() => {
  // Never answered: only whether the form sends is of interest here.
  globalThis.fetch = jest.fn(() => new Promise<Response>(() => undefined));
});

describe('the investor forms enforce the contract as the API does', () => {
  it.each(ACCESS_REQUEST_CASES)('access request: $name', ({ values, expected }) => {
    renderAt(PAGE, PAGE, <PresentationAccessPage />);
    expectVerdict(fillAndSubmit('Request access', values, 'Request Access'), expected);
  });

  it.each(LOGIN_CASES)('login: $name', ({ values, expected }) => {
    renderAt(PAGE, PAGE, <PresentationAccessPage />);
    expectVerdict(fillAndSubmit('Investor login', values, 'Log in'), expected);
  });
});
