import type { OutcomeMessages } from '../../lib/submission-state';

/** Spec section 8, login. */
export const LOGIN_MESSAGES: OutcomeMessages = {
  fallbackError: 'Login failed',
  networkError: 'An error occurred during login. Please try again.',
};

/** Spec section 8, access request. */
export const ACCESS_REQUEST_MESSAGES: OutcomeMessages = {
  fallbackError: 'Request failed',
  networkError: 'An error occurred while processing your request. Please try again.',
  fallbackSuccess: 'Thank you. Your request has been received; we will be in touch soon.',
};

/** Spec section 8, code-request dialog ({email} is the site's contact mailbox). */
export function contactSupportMessage(supportEmail: string): string {
  return `Please contact support at ${supportEmail} to request an access code.`;
}
