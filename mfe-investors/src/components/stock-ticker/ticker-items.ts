/** A ticker item: a symbol's last price and its change on the day. */
export interface TickerItem {
  symbol: string;
  price: number;
  /** In the price's currency; negative when the price fell. */
  change: number;
  /** Change against the previous close, in percent. */
  percent: number;
}

/** Shown with the quotes: nothing on the site is market data, and no reader may take it as such. */
export const SAMPLE_DATA_LABEL = 'Sample data — not live quotes';

/**
 * Static sample items, made up: Gloh (a private
 * company in this demo) and "XMPL" symbols that no exchange lists. One rises, one is unchanged
 * and several fall, so every state of the band is on show.
 */
export const SAMPLE_TICKER_ITEMS: readonly TickerItem[] = [
  { symbol: 'GLOH', price: 42.18, change: 1.26, percent: 3.08 },
  { symbol: 'XMPL-A', price: 118.4, change: -2.35, percent: -1.95 },
  { symbol: 'XMPL-B', price: 7.06, change: 0.09, percent: 1.29 },
  { symbol: 'XMPL-C', price: 55, change: 0, percent: 0 },
  { symbol: 'XMPL-D', price: 23.51, change: -0.47, percent: -1.96 },
  { symbol: 'XMPL-IDX', price: 3215.77, change: -12.4, percent: -0.38 },
];
