import { changeFrom, formatVital, isOverTarget } from './release-figures';

describe('release figures', () => {
  it('formats milliseconds and layout shift as people read them', () => {
    expect(formatVital('LCP', 2140)).toBe('2,140 ms');
    expect(formatVital('INP', 96)).toBe('96 ms');
    expect(formatVital('CLS', 0.0421)).toBe('0.042');
    expect(formatVital('LCP', null)).toBe('No data');
  });

  it("marks a p75 past Google's good threshold", () => {
    expect(isOverTarget('LCP', 2500)).toBe(false);
    expect(isOverTarget('LCP', 2501)).toBe(true);
    expect(isOverTarget('INP', 201)).toBe(true);
    expect(isOverTarget('CLS', 0.11)).toBe(true);
    expect(isOverTarget('CLS', null)).toBe(false);
  });

  it('says how a figure moved from the release before', () => {
    expect(changeFrom(2140, 1980)).toBe('+8%');
    expect(changeFrom(1500, 3000)).toBe('−50%');
    expect(changeFrom(96, 96)).toBe('±0%');
    expect(changeFrom(96, null)).toBe('');
    expect(changeFrom(null, 96)).toBe('');
    expect(changeFrom(3, 0)).toBe('');
  });
});
