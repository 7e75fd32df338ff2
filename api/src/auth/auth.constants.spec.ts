import { passwordProblems } from './auth.constants.js';

describe('password rules (spec section 5)', () => {
  it('accepts a password meeting every rule', () => {
    expect(passwordProblems('Abcdefg1')).toEqual([]);
  });

  it.each([
    ['Ab1', 'Password must be at least 8 characters long'],
    ['abcdefg1', 'Password must contain at least one uppercase letter'],
    ['ABCDEFG1', 'Password must contain at least one lowercase letter'],
    ['Abcdefgh', 'Password must contain at least one number'],
  ])('%s → %s', (password, message) => {
    expect(passwordProblems(password)).toContain(message);
  });

  it('reports every broken rule at once', () => {
    expect(passwordProblems('')).toHaveLength(4);
  });
});
