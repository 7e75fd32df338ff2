import * as quote from './format-quote';
import { SAMPLE_TICKER_ITEMS } from './ticker-items';

/** The typographic minus the quotes sign a fall with (a hyphen reads as a dash). */
const MINUS = '\u2212';

it.each([
  [42.18, '42.18'],
  [55, '55.00'],
  [118.4, '118.40'],
  [3215.77, '3,215.77'],
  [1234567.891, '1,234,567.89'],
])('shows the price %p with two decimals, thousands grouped: %s', (price, text) => {
  expect(quote.formatPrice(price)).toBe(text);
});

describe.each([
  {
    change: 1.26,
    percent: 3.08,
    shown: ['+1.26', '+3.08%'],
    direction: 'up',
    words: 'up 1.26 (3.08%)',
  },
  {
    change: -2.35,
    percent: -1.95,
    shown: [`${MINUS}2.35`, `${MINUS}1.95%`],
    direction: 'down',
    words: 'down 2.35 (1.95%)',
  },
  {
    change: -1234.5,
    percent: -0.38,
    shown: [`${MINUS}1,234.50`, `${MINUS}0.38%`],
    direction: 'down',
    words: 'down 1,234.50 (0.38%)',
  },
  // No sign and no arrow for a change that is or rounds to zero: up or down would contradict 0.00.
  { change: 0, percent: 0, shown: ['0.00', '0.00%'], direction: 'unchanged', words: 'unchanged' },
  { change: -0, percent: -0, shown: ['0.00', '0.00%'], direction: 'unchanged', words: 'unchanged' },
  {
    change: 0.004,
    percent: 0.001,
    shown: ['0.00', '0.00%'],
    direction: 'unchanged',
    words: 'unchanged',
  },
  {
    change: -0.004,
    percent: -0.001,
    shown: ['0.00', '0.00%'],
    direction: 'unchanged',
    words: 'unchanged',
  },
])('a change of $change ($percent%)', ({ change, percent, shown, direction, words }) => {
  it(`is shown as ${shown.join(' ')}`, () => {
    expect([quote.formatChange(change), quote.formatPercent(percent)]).toEqual(shown);
  });

  it(`points ${direction} and reads "${words}"`, () => {
    expect(quote.quoteDirection(change)).toBe(direction);
    expect(quote.describeChange({ change, percent })).toBe(words);
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
    const directions = new Set(
      SAMPLE_TICKER_ITEMS.map((item) => quote.quoteDirection(item.change)),
    );
    expect(directions).toEqual(new Set(['up', 'down', 'unchanged']));
  });
});
