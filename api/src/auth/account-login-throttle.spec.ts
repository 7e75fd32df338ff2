import { ACCOUNT_THROTTLE, accountSpacingMs } from './account-login-throttle.js';

describe('accountSpacingMs', () => {
  it('spaces nothing within the free failures, then 1 s doubling up to 15 minutes', () => {
    const free = ACCOUNT_THROTTLE.freeFailures;
    expect(accountSpacingMs(0)).toBe(0);
    expect(accountSpacingMs(free)).toBe(0);
    expect([1, 2, 3, 4].map((over) => accountSpacingMs(free + over))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(accountSpacingMs(free + 11)).toBe(ACCOUNT_THROTTLE.maxMs);
    expect(accountSpacingMs(1_000_000)).toBe(15 * 60 * 1000);
  });

  it('holds one account to about a hundred guesses a day once the free ones are spent', () => {
    let elapsedMs = 0;
    let failures = 0;
    while (elapsedMs < ACCOUNT_THROTTLE.windowSeconds * 1000) {
      failures += 1;
      elapsedMs += accountSpacingMs(failures);
    }
    expect(failures).toBeLessThan(120);
  });
});
