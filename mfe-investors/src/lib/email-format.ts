/**
 * Spec section 5: non-whitespace text, then @, then a domain containing a dot. The same pattern
 * as the API's check (api/src/common/validation/email.ts), so the form never lets through an
 * address the server refuses.
 */
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailFormat(value: string): boolean {
  return EMAIL_FORMAT.test(value.trim());
}
