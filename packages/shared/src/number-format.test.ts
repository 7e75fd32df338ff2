import { formatNumber } from './number-format';

const formatters = new Map<number, Intl.NumberFormat>();

function intl(value: number, fractionDigits: number): string {
  let formatter = formatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(fractionDigits, formatter);
  }
  return formatter.format(value);
}

/** A seeded generator, so a failure names a value that fails again. */
function randomValues(count: number, seed: number): number[] {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, () => {
    const magnitude = 10 ** Math.floor(next() * 16 - 6);
    const value = next() * magnitude;
    return next() < 0.3 ? -value : value;
  });
}

describe('formatNumber', () => {
  it('writes the figures of the site as en-US does', () => {
    expect(formatNumber(12480)).toBe('12,480');
    expect(formatNumber(950)).toBe('950');
    expect(formatNumber(42.18, 2)).toBe('42.18');
    expect(formatNumber(118.4, 2)).toBe('118.40');
    expect(formatNumber(1234567.891, 2)).toBe('1,234,567.89');
    expect(formatNumber(0, 2)).toBe('0.00');
  });

  it('rounds halves away from zero from the shortest decimal, as Intl does (not as toFixed)', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(formatNumber(1.005, 2)).toBe('1.01');
    expect(formatNumber(-2.345, 2)).toBe(intl(-2.345, 2));
    expect(formatNumber(9.995, 2)).toBe('10.00');
    expect(formatNumber(999999.5)).toBe('1,000,000');
    expect(formatNumber(0.5)).toBe('1');
    expect(formatNumber(0.0049, 2)).toBe('0.00');
    expect(formatNumber(0.005, 2)).toBe('0.01');
  });

  it('keeps the sign of a negative figure that rounds to zero, and of minus zero', () => {
    expect(formatNumber(-0.001, 2)).toBe(intl(-0.001, 2));
    expect(formatNumber(-0, 2)).toBe(intl(-0, 2));
  });

  it('matches Intl.NumberFormat on 20,000 values from 1e-6 to 1e10 with 0–3 decimals', () => {
    const mismatches = randomValues(20000, 7)
      .flatMap((value, i) => {
        const digits = i % 4;
        const ours = formatNumber(value, digits);
        const theirs = intl(value, digits);
        return ours === theirs ? [] : [`${value} (${digits}): ${ours} ≠ ${theirs}`];
      })
      .slice(0, 5);
    expect(mismatches).toEqual([]);
  });

  it('matches Intl on every cent-and-a-half tie up to 100', () => {
    const mismatches: string[] = [];
    for (let thousandths = 5; thousandths < 100000; thousandths += 10) {
      const value = thousandths / 1000;
      if (formatNumber(value, 2) !== intl(value, 2)) mismatches.push(String(value));
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('leaves values it cannot write exactly to Intl', () => {
    expect(formatNumber(Number.NaN)).toBe(intl(Number.NaN, 0));
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe(intl(Number.POSITIVE_INFINITY, 0));
    expect(formatNumber(1e22)).toBe(intl(1e22, 0));
  });
});
