import { formatStaffDateAndTime, formatStaffDateTime, formatStaffDuration } from './format';

describe('formatStaffDuration', () => {
  it.each([
    [0, '0 s'],
    [12, '12 s'],
    [12.4, '12 s'],
    [59.6, '1 min 00 s'],
    [65, '1 min 05 s'],
    [600, '10 min 00 s'],
    [3725, '1 h 02 min 05 s'],
    [-3, '0 s'],
  ])('%p seconds read %p', (seconds, text) => {
    expect(formatStaffDuration(seconds)).toBe(text);
  });
});

describe('formatStaffDateTime', () => {
  const iso = '2026-01-04T13:00:00.000Z';
  const expected = new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));

  it("writes a time in the member's locale and time zone", () => {
    expect(formatStaffDateTime(iso)).toBe(expected);
  });

  it('shows a dash for no time and an unreadable time as written', () => {
    expect(formatStaffDateTime(null)).toBe('—');
    expect(formatStaffDateTime('soon')).toBe('soon');
  });

  it('splits the date from the time for a two-line cell', () => {
    const { date, time } = formatStaffDateAndTime(iso);
    expect(expected).toContain(date);
    expect(expected).toContain(time);
  });
});
