import { secondsToNextUtcDay, utcDayOf } from './clock.js';

describe('UTC days', () => {
  it('names the UTC day, whatever the local time zone', () => {
    expect(utcDayOf(new Date('2026-03-01T23:59:59.999Z'))).toBe('2026-03-01');
    expect(utcDayOf(new Date('2026-03-02T00:00:00Z'))).toBe('2026-03-02');
  });

  it('counts the seconds to the next UTC midnight, at least one', () => {
    expect(secondsToNextUtcDay(new Date('2026-03-01T00:00:00Z'))).toBe(86_400);
    expect(secondsToNextUtcDay(new Date('2026-03-01T23:00:00Z'))).toBe(3600);
    expect(secondsToNextUtcDay(new Date('2026-03-01T23:59:59.500Z'))).toBe(1);
  });
});
