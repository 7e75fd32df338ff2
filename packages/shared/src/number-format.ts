/**
 * Numbers as `Intl.NumberFormat('en-US')` writes them ("12,480", "1,234.50"), without Intl.
 *
 * Why not Intl: the first Intl formatter a page creates loads the locale's ICU data on the main
 * thread, 15–40 ms at a mid-range phone's speed (4× CPU slowdown on a 2-core server; Chromium CPU
 * profiles of /what-were-building and the investor pages), which made that hydration step one long task.
 * Output is the same string for the same number, on the server and in every browser, whatever
 * the visitor's locale: the server renders these figures and the browser hydrates them.
 */

const GROUPS_OF_THREE = /\B(?=(\d{3})+(?!\d))/g;

/**
 * `abs` rounded to `fractionDigits` decimals as ICU rounds: from the shortest decimal that reads
 * back as the same double (what `String(1.005)` shows), half away from zero, so 1.005 → "1.01"
 * where `toFixed` gives "1.00" from the double's exact binary value.
 */
function roundShortestDecimal(abs: number, fractionDigits: number): string {
  const [mantissa, exponentText] = abs.toExponential().split('e') as [string, string];
  const digits = mantissa.replace('.', '').split('').map(Number);
  // abs = 0.d1 d2 d3 … × 10^(exponent + 1): the first `kept` digits survive the rounding.
  const exponent = Number(exponentText);
  const kept = exponent + 1 + fractionDigits;
  let rounded: number[];
  if (kept < 0) rounded = [0];
  else {
    rounded = digits.slice(0, kept);
    while (rounded.length < kept) rounded.push(0);
    if ((digits[kept] ?? 0) >= 5) {
      let i = rounded.length - 1;
      while (i >= 0 && rounded[i] === 9) rounded[i--] = 0;
      if (i >= 0) rounded[i]! += 1;
      else rounded.unshift(1);
    }
  }
  // `rounded` now holds the value × 10^fractionDigits as an integer's digits.
  const text = rounded.join('').padStart(fractionDigits + 1, '0');
  const integerPart = text.slice(0, text.length - fractionDigits).replace(/^0+(?=\d)/, '');
  return fractionDigits === 0 ? integerPart : `${integerPart}.${text.slice(-fractionDigits)}`;
}

/**
 * `value` with exactly `fractionDigits` decimals and thousands separated by commas, as
 * `new Intl.NumberFormat('en-US', { minimumFractionDigits: n, maximumFractionDigits: n })`.
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  // Not finite or beyond where toExponential's shortest form holds every integer digit: rare
  // enough to pay for Intl.
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) {
    return new Intl.NumberFormat('en-US', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value);
  }
  const negative = value < 0 || Object.is(value, -0);
  const [integerPart, fraction] = roundShortestDecimal(Math.abs(value), fractionDigits).split('.');
  const grouped = integerPart!.replace(GROUPS_OF_THREE, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}
