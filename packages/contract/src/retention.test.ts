import { RETENTION_DEFAULT_DAYS, retentionPeriodText } from './retention.js';

describe('retention periods', () => {
  it('words a period as the privacy policy states it', () => {
    expect(retentionPeriodText(1)).toBe('1 day');
    expect(retentionPeriodText(30)).toBe('30 days');
    expect(retentionPeriodText(365)).toBe('1 year');
    expect(retentionPeriodText(730)).toBe('2 years');
  });

  it('keeps every default a whole, positive number of days', () => {
    for (const days of Object.values(RETENTION_DEFAULT_DAYS)) {
      expect(Number.isInteger(days) && days >= 1).toBe(true);
    }
  });
});
