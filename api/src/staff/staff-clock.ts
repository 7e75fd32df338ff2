import { Injectable } from '@nestjs/common';

/**
 * The time staff sessions, invitations and challenges are measured by. A class of its own so the
 * tests can move it forward (idle and absolute timeouts) without waiting; the API uses the
 * machine's clock, which every instance keeps in step by NTP.
 */
@Injectable()
export class StaffClock {
  now(): Date {
    return new Date();
  }
}

export function secondsAfter(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
