import type { ApiOutcome } from '@gloh/shared/api-client';

/** Spec sections 4 and 8: the contact form's texts. */
export const SUBMITTING_LABEL = 'Sending...';
export const SUCCESS_MESSAGE = "Thank you for reaching out! We'll get back to you soon.";
export const FAILED_MESSAGE = 'Failed to send message. Please try again.';
export const NETWORK_ERROR_MESSAGE =
  'An error occurred while sending your message. Please try again.';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export type ContactField = keyof ContactMessage;

export const EMPTY_MESSAGE: ContactMessage = { name: '', email: '', message: '' };

export type ContactFormState =
  | { status: 'idle'; values: ContactMessage; error: null }
  | { status: 'submitting'; values: ContactMessage; error: null }
  | { status: 'success'; values: ContactMessage; error: null }
  | { status: 'failed'; values: ContactMessage; error: string };

export type ContactFormEvent =
  | { type: 'edit'; field: ContactField; value: string }
  | { type: 'submit' }
  | { type: 'settled'; outcome: ApiOutcome };

export const INITIAL_CONTACT_STATE: ContactFormState = {
  status: 'idle',
  values: EMPTY_MESSAGE,
  error: null,
};

/** Spec section 5: non-whitespace text, then @, then a domain containing a dot. */
const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

export type ContactErrors = Partial<Record<ContactField, string>>;

export function validateContact(values: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'Please enter your name.';
  if (!values.email.trim()) errors.email = 'Please enter your email address.';
  else if (!isValidEmail(values.email)) errors.email = 'Please enter a valid email address.';
  if (!values.message.trim()) errors.message = 'Please enter a message.';
  return errors;
}

/** The text shown for a failed send: the server's own error when it gave one. */
export function errorMessageFor(outcome: ApiOutcome): string | null {
  if (outcome.kind === 'ok') return null;
  if (outcome.kind === 'network-error') return NETWORK_ERROR_MESSAGE;
  const serverError = outcome.body.error;
  return typeof serverError === 'string' && serverError.trim() !== ''
    ? serverError
    : FAILED_MESSAGE;
}

export function contactFormReducer(
  state: ContactFormState,
  event: ContactFormEvent,
): ContactFormState {
  switch (event.type) {
    case 'edit':
      if (state.status === 'submitting') return state;
      return {
        ...state,
        values: { ...state.values, [event.field]: event.value },
      } as ContactFormState;
    case 'submit':
      if (state.status === 'submitting') return state;
      return { status: 'submitting', values: state.values, error: null };
    case 'settled': {
      if (state.status !== 'submitting') return state;
      const error = errorMessageFor(event.outcome);
      // Success clears the fields (spec section 4); a failure keeps them for another try.
      return error === null
        ? { status: 'success', values: EMPTY_MESSAGE, error: null }
        : { status: 'failed', values: state.values, error };
    }
  }
}
