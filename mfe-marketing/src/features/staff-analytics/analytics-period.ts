import { ANALYTICS_PERIOD_MAX_DAYS } from '@gloh/contract/staff-ops';
import { utcDay } from './analytics-days';

const DAY_MS = 86_400_000;
/** The period shown when the page opens: the last this many days, today included (UTC). */
export const DEFAULT_PERIOD_DAYS = 30;

export interface AnalyticsPeriod {
  /** `YYYY-MM-DD`, UTC days, both included. */
  from: string;
  to: string;
}

export const PERIOD_MESSAGES = {
  fromMissing: 'Choose the first day of the period (From).',
  toMissing: 'Choose the last day of the period (To).',
  fromAfterTo: 'From must be on or before To.',
  tooLong: `The period can be at most ${ANALYTICS_PERIOD_MAX_DAYS} days long. Choose a later From or an earlier To.`,
} as const;

export interface PeriodProblem {
  field: keyof AnalyticsPeriod;
  message: string;
}

export function defaultPeriod(now: Date): AnalyticsPeriod {
  return {
    from: utcDay(new Date(now.getTime() - (DEFAULT_PERIOD_DAYS - 1) * DAY_MS)),
    to: utcDay(now),
  };
}

/**
 * What the API would refuse in a period, found before asking it. A date field's value is '' when
 * it is empty or holds no real date.
 */
export function periodProblem({ from, to }: AnalyticsPeriod): PeriodProblem | null {
  if (from === '') return { field: 'from', message: PERIOD_MESSAGES.fromMissing };
  if (to === '') return { field: 'to', message: PERIOD_MESSAGES.toMissing };
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) return { field: 'from', message: PERIOD_MESSAGES.fromAfterTo };
  if (days > ANALYTICS_PERIOD_MAX_DAYS) return { field: 'from', message: PERIOD_MESSAGES.tooLong };
  return null;
}
