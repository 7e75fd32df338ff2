import { Clock } from '../../src/common/clock/clock.js';

const DAY_MS = 86_400_000;

/** The day-based rules' clock, set by the test: a fixed moment it moves by whole days. */
export class TestDayClock extends Clock {
  constructor(private current: Date) {
    super();
  }

  override now(): Date {
    return new Date(this.current);
  }

  advanceDays(days: number): void {
    this.current = new Date(this.current.getTime() + days * DAY_MS);
  }
}

/** Today at noon UTC: far from midnight, so "today" and "N days ago" never straddle one. */
export function todayAtNoonUtc(): Date {
  const noon = new Date();
  noon.setUTCHours(12, 0, 0, 0);
  return noon;
}
