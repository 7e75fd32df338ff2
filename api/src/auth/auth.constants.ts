/** Spec section 9: session lifetime 24 hours, cookie max-age 86400. */
export const SESSION_LIFETIME_SECONDS = 86_400;
/** Spec section 9: own cookies use the {product}_ prefix. */
export const SESSION_COOKIE = 'gloh_session';
export const SESSION_TOKEN_BYTES = 32; // 256 bits
export const RESET_TOKEN_BYTES = 32; // 256 bits
export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;

export const LOGIN_FAILED_MESSAGE = 'Invalid email or access code';
export const LOGIN_SUCCESS_MESSAGE = 'Login successful';
export const LOGOUT_MESSAGE = 'Logged out';
export const RESET_FAILED_MESSAGE =
  'Invalid or expired reset token. Please request a new password reset link.';
export const RESET_SUCCESS_MESSAGE = 'Password reset successfully';

/** Spec section 5 password rules, with the spec's own messages. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_RULES: readonly { test: (password: string) => boolean; message: string }[] = [
  {
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
    message: 'Password must be at least 8 characters long',
  },
  { test: (p) => /[A-Z]/.test(p), message: 'Password must contain at least one uppercase letter' },
  { test: (p) => /[a-z]/.test(p), message: 'Password must contain at least one lowercase letter' },
  { test: (p) => /[0-9]/.test(p), message: 'Password must contain at least one number' },
];

export function passwordProblems(password: string): string[] {
  const problems = PASSWORD_RULES.filter((rule) => !rule.test(password)).map(
    (rule) => rule.message,
  );
  if (password.length > PASSWORD_MAX_LENGTH)
    problems.push(`Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);
  return problems;
}
