import { LOGIN_DELAY_DEFAULTS } from '../config/env.validation.js';
import { failureDelayMs } from './login-delay.js';

describe('failureDelayMs', () => {
  it('answers the first failures at once, then doubles up to the cap', () => {
    const delays = Array.from({ length: 12 }, (_, i) =>
      failureDelayMs(i + 1, LOGIN_DELAY_DEFAULTS),
    );
    expect(delays).toEqual([0, 0, 0, 0, 0, 250, 500, 1000, 2000, 4000, 5000, 5000]);
  });

  it('stays finite for huge counts and is off with a zero base', () => {
    expect(failureDelayMs(10_000, LOGIN_DELAY_DEFAULTS)).toBe(5000);
    expect(failureDelayMs(50, { afterFailures: 0, baseMs: 0, maxMs: 5000 })).toBe(0);
  });
});
