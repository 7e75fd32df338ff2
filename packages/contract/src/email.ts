import { tooLong, type FieldRule } from './field-rules.js';

/** Non-whitespace text, then @, then a domain containing a dot (one @ only). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX_LENGTH = 254;
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address.';

export function isEmailAddress(value: string): boolean {
  return value.trim().length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value.trim());
}

/** Emails are compared and stored in one spelling. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function emailRule(requiredMessage: string): FieldRule {
  return {
    required: true,
    maxLength: EMAIL_MAX_LENGTH,
    requiredMessage,
    tooLongMessage: tooLong('Email', EMAIL_MAX_LENGTH),
    charactersMessage: INVALID_EMAIL_MESSAGE,
    format: { pattern: EMAIL_PATTERN, message: INVALID_EMAIL_MESSAGE },
  };
}
