import * as sample from './sample-data';

const { HOURLY_RATE_MIN_USD, HOURLY_RATE_MAX_USD } = sample;

describe('mock-up sample data', () => {
  it('keeps the published figures', () => {
    expect(sample.AVAILABLE_SHIFT_COUNT).toBe(18);
    expect([HOURLY_RATE_MIN_USD, HOURLY_RATE_MAX_USD]).toEqual([28, 32]);
  });

  it('only shows hourly rates within the published range', () => {
    for (const shift of sample.SHIFTS) {
      expect(shift.hourlyRate).toBeGreaterThanOrEqual(HOURLY_RATE_MIN_USD);
      expect(shift.hourlyRate).toBeLessThanOrEqual(HOURLY_RATE_MAX_USD);
    }
    expect(sample.formatHourlyRate(28)).toBe('$28/hr');
  });

  it('keeps percentages within 0–100', () => {
    for (const value of [
      ...sample.RESEARCH_PROJECTS.map((p) => p.progress),
      ...sample.DATA_QUALITY.map((d) => d.percent),
    ]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
    }
  });
});
