import { formatDay, formatLongDate, formatShortDate } from './english-dates.js';

function isoDays(year: number): string[] {
  const days: string[] = [];
  for (let day = new Date(Date.UTC(year, 0, 1)); day.getUTCFullYear() === year;) {
    days.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  return days;
}

describe('english dates', () => {
  it('writes the demos’ and the press releases’ examples', () => {
    expect(formatDay('2026-03-02')).toBe('March 2, 2026');
    expect(formatLongDate(new Date(2024, 0, 15, 8))).toBe('Monday, January 15, 2024');
    expect(formatShortDate('2024-01-01')).toBe('Jan 1');
    expect(formatShortDate('2024-01-08')).toBe('Jan 8');
  });

  it('matches toLocaleDateString("en-US") on every day of a leap year and of a common year', () => {
    const mismatches = [...isoDays(2024), ...isoDays(2027)].flatMap((iso) => {
      const utc = new Date(`${iso}T00:00:00Z`);
      const local = new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate(), 12);
      const short = utc.toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      });
      const long = local.toLocaleDateString('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      });
      const day = utc.toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      });
      return [
        formatDay(iso) === day ? [] : [`${iso}: ${formatDay(iso)} ≠ ${day}`],
        formatShortDate(iso) === short ? [] : [`${iso}: ${formatShortDate(iso)} ≠ ${short}`],
        formatLongDate(local) === long ? [] : [`${iso}: ${formatLongDate(local)} ≠ ${long}`],
      ].flat();
    });
    expect(mismatches.slice(0, 5)).toEqual([]);
  });
});
