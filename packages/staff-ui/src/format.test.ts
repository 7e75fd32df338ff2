import {
  formatStaffDateAndTime,
  formatStaffDateTime,
  formatStaffDuration,
  staffTimeZoneName,
} from './format';

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
  const iso = '2026-11-29T19:15:00.000Z';

  it("writes a time in the member's locale and time zone, and names the zone", () => {
    // The suites run in UTC unless TZ says otherwise; the zone is then named UTC (or GMT).
    const zone = staffTimeZoneName(new Date(iso));
    expect(zone).not.toBe('');
    expect(formatStaffDateTime(iso)).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, 2026, \d{1,2}:\d{2}\s?[AP]M .+$/,
    );
    expect(formatStaffDateTime(iso).endsWith(` ${zone}`)).toBe(true);
  });

  it('names the zone of the time zone the member is in', async () => {
    // A browser in Berlin, in English: the formatters are made when the module loads.
    const RealDateTimeFormat = Intl.DateTimeFormat;
    const spy = jest
      .spyOn(Intl, 'DateTimeFormat')
      .mockImplementation(
        (locales, options) =>
          new RealDateTimeFormat(locales ?? 'en-US', { timeZone: 'Europe/Berlin', ...options }),
      );
    try {
      jest.resetModules();
      const inBerlin = await import('./format');
      expect(inBerlin.formatStaffDateTime(iso)).toBe('Nov 29, 2026, 8:15 PM GMT+1');
      expect(inBerlin.formatStaffDateAndTime(iso)).toEqual({
        date: 'Nov 29, 2026',
        time: '8:15 PM GMT+1',
      });
      expect(inBerlin.staffTimeZoneName(new Date(iso))).toBe('GMT+1');
      expect(inBerlin.staffTimeZoneName(new Date('2026-07-01T12:00:00Z'))).toBe('GMT+2');
    } finally {
      spy.mockRestore();
    }
  });

  it('shows a dash for no time and an unreadable time as written', () => {
    expect(formatStaffDateTime(null)).toBe('—');
    expect(formatStaffDateTime('soon')).toBe('soon');
  });

  it('splits the date from the time for a two-line cell, the zone with the time', () => {
    const { date, time } = formatStaffDateAndTime(iso);
    expect(formatStaffDateTime(iso)).toBe(`${date}, ${time}`);
    expect(time.endsWith(staffTimeZoneName(new Date(iso)))).toBe(true);
  });
});
