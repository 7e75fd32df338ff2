import { retryDelayMs } from './mail-outbox.worker.js';

describe('retryDelayMs', () => {
  it('doubles from the base and stops at the cap', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, 100, 1000))).toEqual([
      100, 200, 400, 800, 1000,
    ]);
    expect(retryDelayMs(60, 100, 1000)).toBe(1000);
  });
});
