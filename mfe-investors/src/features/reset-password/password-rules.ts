/** Spec sections 5 and 9: password minimum 8. */
export const PASSWORD_MIN_LENGTH = 8;

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'number';
  message: string;
  test: (password: string) => boolean;
}

/** Spec section 5: the four rules, each with the spec's own message. */
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

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.';

export interface PasswordCheck {
  rules: readonly { rule: PasswordRule; met: boolean }[];
  allRulesMet: boolean;
  /** Only reported once the confirmation has been typed, so it does not nag up front. */
  mismatch: boolean;
}

export function checkPassword(password: string, confirmation: string): PasswordCheck {
  const rules = PASSWORD_RULES.map((rule) => ({ rule, met: rule.test(password) }));
  return {
    rules,
    allRulesMet: rules.every((entry) => entry.met),
    mismatch: confirmation !== '' && confirmation !== password,
  };
}

/** Spec section 5: submit is disabled while loading, without a token, with unmet rules or a mismatch. */
export function canSubmitReset(input: {
  token: string | null;
  password: string;
  confirmation: string;
  loading: boolean;
}): boolean {
  const check = checkPassword(input.password, input.confirmation);
  return (
    !input.loading &&
    Boolean(input.token) &&
    check.allRulesMet &&
    input.confirmation === input.password
  );
}
