import {
  FORM_POST_ERRORS,
  FORM_POST_FORMS,
  FORM_POST_INVALID_MESSAGE,
  formResultLocation,
  formResultMessage,
  formResultQuery,
  readFormResult,
  type FormPostResult,
} from './form-posts.js';
import { API_MESSAGES, CONTACT_MESSAGES, LOGIN_MESSAGES } from './messages.js';
import { isPasswordProblemsText, passwordProblems, PASSWORDS_DO_NOT_MATCH } from './password.js';

const EVERY_RESULT: FormPostResult[] = FORM_POST_FORMS.flatMap((form) => [
  { form, outcome: 'sent' as const },
  ...FORM_POST_ERRORS.map((error) => ({ form, outcome: 'error' as const, error })),
]);

describe('form post results', () => {
  it.each(EVERY_RESULT)('%o survives its own query', (result) => {
    const location = formResultLocation(result);
    expect(location).toMatch(/^\/[a-z/-]*\?[a-z=&-]+$/);
    expect(readFormResult(location.slice(location.indexOf('?')))).toEqual(result);
  });

  it('spells the redirect as short keys', () => {
    expect(formResultLocation({ form: 'contact', outcome: 'sent' })).toBe('/contact?sent=contact');
    expect(formResultLocation({ form: 'login', outcome: 'error', error: 'rejected' })).toBe(
      '/investors/presentation-access?failed=login&error=rejected',
    );
  });

  it.each([
    ['', ''],
    ['?sent=contact', '?sent=contact'],
    ['?utm_source=x&sent=contact&email=a%40b.c', '?sent=contact'],
    ['?failed=login&error=rate-limited&token=abc', '?failed=login&error=rate-limited'],
    ['?sent=someone%40example.com', ''],
    ['?failed=login&error=%3Cscript%3E', ''],
    ['?failed=login', ''],
    ['?token=abc', ''],
    ['?sent=%E0', ''],
  ])('keeps only known keys: %s → %s', (search, expected) => {
    expect(formResultQuery(search)).toBe(expected);
  });

  it('shows the texts the script-driven forms show', () => {
    expect(formResultMessage({ form: 'contact', outcome: 'sent' })).toBe(
      CONTACT_MESSAGES.fallbackSuccess,
    );
    expect(formResultMessage({ form: 'access-request', outcome: 'sent' })).toBe(
      API_MESSAGES.accessRequestReceived,
    );
    expect(formResultMessage({ form: 'login', outcome: 'error', error: 'rejected' })).toBe(
      API_MESSAGES.loginFailed,
    );
    expect(formResultMessage({ form: 'reset-password', outcome: 'error', error: 'rejected' })).toBe(
      API_MESSAGES.resetFailed,
    );
    expect(formResultMessage({ form: 'reset-password', outcome: 'error', error: 'mismatch' })).toBe(
      PASSWORDS_DO_NOT_MATCH,
    );
    expect(
      formResultMessage({ form: 'reset-password', outcome: 'error', error: 'weak-password' }),
    ).toBe(
      'Password must be at least 8 characters long. Password must contain at least one uppercase ' +
        'letter. Password must contain at least one lowercase letter. Password must contain at ' +
        'least one number.',
    );
    expect(formResultMessage({ form: 'login', outcome: 'error', error: 'access-ended' })).toBe(
      'Your access to the investor presentation has ended. To have it extended, contact our investor relations team.',
    );
    expect(formResultMessage({ form: 'contact', outcome: 'error', error: 'rate-limited' })).toBe(
      API_MESSAGES.tooManyRequests,
    );
    expect(formResultMessage({ form: 'contact', outcome: 'error', error: 'invalid' })).toBe(
      FORM_POST_INVALID_MESSAGE,
    );
    expect(formResultMessage({ form: 'login', outcome: 'error', error: 'failed' })).toBe(
      LOGIN_MESSAGES.fallbackError,
    );
  });
});

describe('isPasswordProblemsText', () => {
  it('knows the API’s list of broken password rules, and nothing else', () => {
    expect(isPasswordProblemsText(passwordProblems('short').join('; '))).toBe(true);
    expect(isPasswordProblemsText(passwordProblems('lowercase only').join('; '))).toBe(true);
    expect(isPasswordProblemsText(PASSWORDS_DO_NOT_MATCH)).toBe(false);
    expect(isPasswordProblemsText('password: must be a string')).toBe(false);
  });
});
