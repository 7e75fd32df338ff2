import type { LoginDelayConfig } from '../config/env.validation.js';

/**
 * How long to hold back the answer to a failed login, given how many failures count against it
 * (this one included): nothing for the first `afterFailures`, then base, 2×base, 4×base… up to max.
 */
export function failureDelayMs(
  failures: number,
  { afterFailures, baseMs, maxMs }: Pick<LoginDelayConfig, 'afterFailures' | 'baseMs' | 'maxMs'>,
): number {
  const over = failures - afterFailures;
  if (over <= 0 || baseMs === 0) return 0;
  // The exponent is capped so a large count cannot overflow to Infinity before the cap applies.
  return Math.min(maxMs, baseMs * 2 ** Math.min(over - 1, 30));
}
