import {
  contactFormReducer,
  EMPTY_MESSAGE,
  errorMessageFor,
  FAILED_MESSAGE,
  INITIAL_CONTACT_STATE,
  isValidEmail,
  NETWORK_ERROR_MESSAGE,
  validateContact,
  type ContactFormState,
} from './contact-form-state';

const filled: ContactFormState = {
  status: 'idle',
  values: { name: 'Ada', email: 'ada@example.org', message: 'Hello' },
  error: null,
};

describe('contact form state', () => {
  it('edits values while idle', () => {
    const next = contactFormReducer(INITIAL_CONTACT_STATE, {
      type: 'edit',
      field: 'name',
      value: 'Ada',
    });
    expect(next.values.name).toBe('Ada');
  });

  it('goes idle → submitting → success and clears the fields', () => {
    const submitting = contactFormReducer(filled, { type: 'submit' });
    expect(submitting.status).toBe('submitting');
    const done = contactFormReducer(submitting, {
      type: 'settled',
      outcome: { kind: 'ok', status: 201, body: { success: true, message: 'Sent' } },
    });
    expect(done).toEqual({ status: 'success', values: EMPTY_MESSAGE, error: null });
  });

  it('ignores edits and repeated submits while submitting', () => {
    const submitting = contactFormReducer(filled, { type: 'submit' });
    expect(contactFormReducer(submitting, { type: 'edit', field: 'name', value: 'x' })).toBe(
      submitting,
    );
    expect(contactFormReducer(submitting, { type: 'submit' })).toBe(submitting);
  });

  it('keeps the values and shows the server error on failure', () => {
    const submitting = contactFormReducer(filled, { type: 'submit' });
    const failed = contactFormReducer(submitting, {
      type: 'settled',
      outcome: { kind: 'failed', status: 500, body: { success: false, error: 'X' } },
    });
    expect(failed).toEqual({ status: 'failed', values: filled.values, error: 'X' });
    // and can be sent again
    expect(contactFormReducer(failed, { type: 'submit' }).status).toBe('submitting');
  });

  it('ignores a settle that arrives when not submitting', () => {
    expect(
      contactFormReducer(filled, { type: 'settled', outcome: { kind: 'network-error' } }),
    ).toBe(filled);
  });
});

describe('errorMessageFor', () => {
  it('uses the server error, else the generic text', () => {
    expect(
      errorMessageFor({
        kind: 'failed',
        status: 400,
        body: { success: false, error: 'Bad email' },
      }),
    ).toBe('Bad email');
    expect(errorMessageFor({ kind: 'failed', status: 502, body: { success: false } })).toBe(
      FAILED_MESSAGE,
    );
    expect(
      errorMessageFor({ kind: 'failed', status: 500, body: { success: false, error: '  ' } }),
    ).toBe(FAILED_MESSAGE);
    expect(errorMessageFor({ kind: 'failed', status: 200, body: { success: false } })).toBe(
      FAILED_MESSAGE,
    );
  });

  it('uses the network text when the request never got an answer', () => {
    expect(errorMessageFor({ kind: 'network-error' })).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('is null on success', () => {
    expect(errorMessageFor({ kind: 'ok', status: 200, body: { success: true } })).toBeNull();
  });
});

describe('validation', () => {
  it('requires every field', () => {
    expect(Object.keys(validateContact(EMPTY_MESSAGE)).sort()).toEqual([
      'email',
      'message',
      'name',
    ]);
    expect(validateContact({ name: ' ', email: 'a@b.co', message: '\n' })).toEqual({
      name: expect.any(String),
      message: expect.any(String),
    });
    expect(validateContact(filled.values)).toEqual({});
  });

  it.each([
    ['a@b.co', true],
    ['first.last@clinic.example.org', true],
    ['a@b', false],
    ['a b@c.de', false],
    ['@b.co', false],
    ['ab.co', false],
  ])('email %s valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});
