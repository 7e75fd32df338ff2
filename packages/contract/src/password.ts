import { hasForbiddenCharacters } from './field-rules.js';

/** Password minimum 8. */
export const PASSWORD_MIN_LENGTH = 8;
/** Bounds the cost of hashing what a stranger sends. */
export const PASSWORD_MAX_LENGTH = 256;

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number';
  /** The message the reset form has always shown. */
  message: string;
  test: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
    test: (password) => password.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'uppercase',
    message: 'Password must contain at least one uppercase letter',
    test: (password) => /[A-Z]/.test(password),
  },
  {
    id: 'lowercase',
    message: 'Password must contain at least one lowercase letter',
    test: (password) => /[a-z]/.test(password),
  },
  {
    id: 'number',
    message: 'Password must contain at least one number',
    test: (password) => /[0-9]/.test(password),
  },
];

export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;
/** A password is one line typed at a keyboard: no tab, line break or other control character. */
export const PASSWORD_CHARACTERS_MESSAGE = 'Password must not contain control characters';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

/** The confirmation must repeat the password exactly. */
export function confirmationProblem(password: string, confirmation: string): string | undefined {
  return confirmation === password ? undefined : PASSWORDS_DO_NOT_MATCH;
}

/** Every rule the password breaks, in the order the form lists them; empty when it may be used. */
export function passwordProblems(password: string): string[] {
  const problems = PASSWORD_RULES.filter((rule) => !rule.test(password)).map(
    (rule) => rule.message,
  );
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_TOO_LONG_MESSAGE);
  if (hasForbiddenCharacters(password)) problems.push(PASSWORD_CHARACTERS_MESSAGE);
  return problems;
}

/** Every rule a new password must meet, in the form's words: shown when one sent without scripts broke any. */
export const PASSWORD_REQUIREMENTS_MESSAGE = `${PASSWORD_RULES.map((rule) => rule.message).join('. ')}.`;

const PASSWORD_PROBLEM_MESSAGES = new Set<string>([
  ...PASSWORD_RULES.map((rule) => rule.message),
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_CHARACTERS_MESSAGE,
]);

/** Whether a refusal's text is passwordProblems' list, joined as the API answers it. */
export function isPasswordProblemsText(text: string): boolean {
  return text.split('; ').every((problem) => PASSWORD_PROBLEM_MESSAGES.has(problem));
}
