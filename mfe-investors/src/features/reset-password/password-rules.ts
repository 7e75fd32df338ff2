import { PASSWORD_RULES, passwordProblems, type PasswordRule } from '@gloh/contract/password';

export interface PasswordCheck {
  rules: readonly { rule: PasswordRule; met: boolean }[];
  /** Every rule of the contract met, the length limit included: the API will accept it. */
  allRulesMet: boolean;
  /** Only reported once the confirmation has been typed, so it does not nag up front. */
  mismatch: boolean;
}

export function checkPassword(password: string, confirmation: string): PasswordCheck {
  return {
    rules: PASSWORD_RULES.map((rule) => ({ rule, met: rule.test(password) })),
    allRulesMet: passwordProblems(password).length === 0,
    mismatch: confirmation !== '' && confirmation !== password,
  };
}

/** Submit is disabled while loading, without a token, with unmet rules or a mismatch. */
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
