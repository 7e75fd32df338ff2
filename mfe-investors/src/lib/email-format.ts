/** Spec section 5: non-whitespace text, then @, then a domain containing a dot. */
const EMAIL_FORMAT = /^\S+@\S+\.\S+$/;

export function isEmailFormat(value: string): boolean {
  return EMAIL_FORMAT.test(value.trim());
}
