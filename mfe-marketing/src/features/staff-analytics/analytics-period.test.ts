import { ANALYTICS_PERIOD_MAX_DAYS } from '@gloh/contract/staff-ops';
import { defaultPeriod, PERIOD_MESSAGES, periodProblem } from './analytics-period';

describe('analytics period', () => {
  it('defaults to the last 30 UTC days, today included', () => {
    expect(defaultPeriod(new Date('2026-03-01T23:30:00Z'))).toEqual({
      from: '2026-01-31',
      to: '2026-03-01',
    });
  });

  it('accepts one day and the longest period', () => {
    expect(periodProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeNull();
    expect(ANALYTICS_PERIOD_MAX_DAYS).toBe(366);
    expect(periodProblem({ from: '2025-01-01', to: '2026-01-01' })).toBeNull();
  });

  it('refuses empty days, from after to, and a period one day too long', () => {
    expect(periodProblem({ from: '', to: '2026-01-01' })).toEqual({
      field: 'from',
      message: PERIOD_MESSAGES.fromMissing,
    });
    expect(periodProblem({ from: '2026-01-01', to: '' })?.field).toBe('to');
    expect(periodProblem({ from: '2026-01-02', to: '2026-01-01' })?.message).toBe(
      PERIOD_MESSAGES.fromAfterTo,
    );
    expect(periodProblem({ from: '2024-12-31', to: '2026-01-01' })?.message).toBe(
      PERIOD_MESSAGES.tooLong,
    );
  });
});
