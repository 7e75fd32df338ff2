import { Injectable } from '@nestjs/common';

/**
 * The time the day-based rules go by (the daily caps' UTC day, the retention periods). A class of
 * its own so a test can move it to tomorrow or a year on without waiting; the API uses the
 * machine's clock, which every instance keeps in step by NTP.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}

const DAY_MS = 86_400_000;

/** The UTC day of `now`, as the database's `date` columns write it. */
export function utcDayOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Whole seconds from `now` to the next UTC midnight (at least 1). */
export function secondsToNextUtcDay(now: Date): number {
  const next = Math.floor(now.getTime() / DAY_MS + 1) * DAY_MS;
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}
