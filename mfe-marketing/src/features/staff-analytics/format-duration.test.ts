import { formatDuration, formatTimeOnPage } from './format-duration';

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [42.4, '42 s'],
    [59.6, '1 min 00 s'],
    [65, '1 min 05 s'],
    [600, '10 min 00 s'],
    [3725, '1 h 02 min 05 s'],
  ])('%p seconds read %p', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('says when there is no time on page', () => {
    expect(formatTimeOnPage(null)).toBe('No data');
    expect(formatTimeOnPage(65)).toBe('1 min 05 s');
  });
});
