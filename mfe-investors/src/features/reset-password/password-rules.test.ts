import { PASSWORD_RULES } from '@gloh/contract/password';
import { PASSWORD_CASES } from '@gloh/contract/validation-cases';
import { canSubmitReset, checkPassword } from './password-rules';

const unmet = (password: string) =>
  checkPassword(password, '')
    .rules.filter((entry) => !entry.met)
    .map((entry) => entry.rule.message);

describe('password rules', () => {
  it("carry the contract's messages", () => {
    expect(PASSWORD_RULES.map((rule) => rule.message)).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one number',
    ]);
  });

  it('reports each unmet rule', () => {
    expect(unmet('')).toHaveLength(4);
    expect(unmet('Abcdefg1')).toEqual([]);
    expect(unmet('Abcdef1')).toEqual(['Password must be at least 8 characters long']);
    expect(unmet('abcdefg1')).toEqual(['Password must contain at least one uppercase letter']);
    expect(unmet('ABCDEFG1')).toEqual(['Password must contain at least one lowercase letter']);
    expect(unmet('Abcdefgh')).toEqual(['Password must contain at least one number']);
  });

  // The same table runs through the API's reset in @gloh/contract's own tests (passwordProblems).
  it.each(PASSWORD_CASES)('lets through only what the API accepts: $password', (testCase) => {
    const { password, problems } = testCase;
    expect(canSubmitReset({ token: 't', password, confirmation: password, loading: false })).toBe(
      problems.length === 0,
    );
  });

  it('flags a mismatch only once the confirmation is typed', () => {
    expect(checkPassword('Abcdefg1', '').mismatch).toBe(false);
    expect(checkPassword('Abcdefg1', 'Abcdefg').mismatch).toBe(true);
    expect(checkPassword('Abcdefg1', 'Abcdefg1').mismatch).toBe(false);
  });
});

describe('canSubmitReset', () => {
  const ready = { token: 't0k3n', password: 'Abcdefg1', confirmation: 'Abcdefg1', loading: false };

  it('allows a valid, matching password with a token', () => {
    expect(canSubmitReset(ready)).toBe(true);
  });

  it.each([
    ['while loading', { loading: true }],
    ['without a token', { token: null }],
    ['with an empty token', { token: '' }],
    ['with unmet rules', { password: 'abc', confirmation: 'abc' }],
    ['on a mismatch', { confirmation: 'Abcdefg2' }],
    ['before the confirmation is typed', { confirmation: '' }],
  ])('is disabled %s', (_name, change) => {
    expect(canSubmitReset({ ...ready, ...change })).toBe(false);
  });
});
