import { formatStaffDuration } from '@gloh/staff-ui/format';

/** An average time on page, or what to show when nobody left a page in that stretch. */
export function formatTimeOnPage(seconds: number | null): string {
  return seconds === null ? 'No data' : formatStaffDuration(seconds);
}
