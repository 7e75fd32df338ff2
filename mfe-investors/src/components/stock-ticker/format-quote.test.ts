import {
  describeChange,
  formatChange,
  formatPercent,
  formatPrice,
  quoteDirection,
} from './format-quote';
import { SAMPLE_TICKER_ITEMS } from './ticker-items';

describe('formatPrice', () => {
  it('shows two decimals and groups thousands', () => {
    expect(formatPrice(42.18)).toBe('42.18');
    expect(formatPrice(55)).toBe('55.00');
    expect(formatPrice(118.4)).toBe('118.40');
    expect(formatPrice(3215.77)).toBe('3,215.77');
    expect(formatPrice(1234567.891)).toBe('1,234,567.89');
  });
});

describe('formatChange and formatPercent', () => {
  it('sign a rise with a plus and a fall with a typographic minus', () => {
    expect(formatChange(1.26)).toBe('+1.26');
    expect(formatChange(-2.35)).toBe('\u22122.35');
    expect(formatPercent(3.08)).toBe('+3.08%');
    expect(formatPercent(-0.38)).toBe('\u22120.38%');
    expect(formatChange(-1234.5)).toBe('\u22121,234.50');
  });

  it('show no sign for no change, also when it rounds to zero', () => {
    expect(formatChange(0)).toBe('0.00');
    expect(formatChange(-0)).toBe('0.00');
    expect(formatChange(0.004)).toBe('0.00');
    expect(formatChange(-0.004)).toBe('0.00');
    expect(formatPercent(0)).toBe('0.00%');
  });
});

describe('quoteDirection', () => {
  it('follows the shown change', () => {
    expect(quoteDirection(0.01)).toBe('up');
    expect(quoteDirection(-0.01)).toBe('down');
    expect(quoteDirection(0)).toBe('unchanged');
    // Drawn as 0.00: an arrow up or down would contradict the figure beside it.
    expect(quoteDirection(0.004)).toBe('unchanged');
    expect(quoteDirection(-0.004)).toBe('unchanged');
  });
});

describe('describeChange', () => {
  it('puts the direction into words, without signs', () => {
    expect(describeChange({ change: 1.26, percent: 3.08 })).toBe('up 1.26 (3.08%)');
    expect(describeChange({ change: -2.35, percent: -1.95 })).toBe('down 2.35 (1.95%)');
    expect(describeChange({ change: -12.4, percent: -0.38 })).toBe('down 12.40 (0.38%)');
    expect(describeChange({ change: 0, percent: 0 })).toBe('unchanged');
  });
});

describe('the sample items', () => {
  it('have unique symbols', () => {
    const symbols = SAMPLE_TICKER_ITEMS.map((item) => item.symbol);
    expect(new Set(symbols).size).toBe(symbols.length);
  });

  it('give each percent as the change against the previous close (price − change)', () => {
    for (const { symbol, price, change, percent } of SAMPLE_TICKER_ITEMS) {
      const previousClose = price - change;
      expect({ symbol, percent }).toEqual({
        symbol,
        percent: Math.round((change / previousClose) * 10_000) / 100,
      });
    }
  });

  it('show a rise, a fall and no change', () => {
    const directions = new Set(SAMPLE_TICKER_ITEMS.map((item) => quoteDirection(item.change)));
    expect(directions).toEqual(new Set(['up', 'down', 'unchanged']));
  });
});
