import type { OutcomeMessages } from '../../lib/submission-state';

/** Spec section 8, reset. */
export const MISSING_TOKEN_MESSAGE =
  'Invalid or missing reset token. Please request a new password reset link.';
export const SUBMIT_WITHOUT_TOKEN_MESSAGE = 'Invalid reset token.';
export const RESET_MESSAGES: OutcomeMessages = {
  fallbackError: 'Invalid or expired reset token. Please request a new password reset link.',
  networkError: 'An error occurred while resetting your password. Please try again.',
  fallbackSuccess: 'Your password has been reset.',
};

/** Spec section 9: redirect after reset 3000 ms. */
export const REDIRECT_AFTER_RESET_MS = 3000;
