import { formatNumber } from '@gloh/shared/number-format';
import type { TickerItem } from './ticker-items';

export type QuoteDirection = 'up' | 'down' | 'unchanged';

/*
 * en-US with two decimals, not the visitor's locale: the server renders these strings and the
 * browser hydrates them, so both must format alike (and quotes read the same for everyone).
 */
function twoDecimals(value: number): string {
  return formatNumber(value, 2);
}

const ZERO = twoDecimals(0);

/** A typographic minus: a hyphen is narrower than a plus and reads as a dash. */
const MINUS = '\u2212';

/** Decided on the shown figure, so a change that rounds to 0.00 is never drawn as rising. */
export function quoteDirection(change: number): QuoteDirection {
  if (twoDecimals(Math.abs(change)) === ZERO) return 'unchanged';
  return change > 0 ? 'up' : 'down';
}

export function formatPrice(price: number): string {
  return twoDecimals(price);
}

function signed(value: number): string {
  const magnitude = twoDecimals(Math.abs(value));
  if (magnitude === ZERO) return ZERO;
  return `${value > 0 ? '+' : MINUS}${magnitude}`;
}

/** "+1.26", "−2.35", "0.00". */
export function formatChange(change: number): string {
  return signed(change);
}

/** "+3.08%", "−1.95%", "0.00%". */
export function formatPercent(percent: number): string {
  return `${signed(percent)}%`;
}

/**
 * The change in words, for screen readers (the arrow and the sign are hidden from them, and the
 * colour says nothing to them): "up 1.26 (3.08%)", "down 2.35 (1.95%)", "unchanged".
 */
export function describeChange({ change, percent }: Pick<TickerItem, 'change' | 'percent'>) {
  const direction = quoteDirection(change);
  if (direction === 'unchanged') return 'unchanged';
  const magnitude = twoDecimals(Math.abs(change));
  return `${direction} ${magnitude} (${twoDecimals(Math.abs(percent))}%)`;
}
