/**
 * A numeric field's rule, applied by the API to what clients send (and available to the clients
 * that compute such numbers), so no number reaches the database that its column cannot hold.
 */
export interface NumberRule {
  /** How the message names the field. */
  label: string;
  /** Smallest accepted whole number. */
  min: number;
  /** Largest accepted whole number. */
  max: number;
}

/**
 * The largest value of a PostgreSQL `integer` column. A bigger number sent for such a column used
 * to fail in the database (a 500) instead of being refused.
 */
export const POSTGRES_INTEGER_MAX = 2_147_483_647;

/** What the API answers for a number outside its rule (or not a whole number at all). */
export function numberRuleMessage(rule: NumberRule): string {
  return `${rule.label} must be a whole number from ${rule.min} to ${rule.max}.`;
}

/** The problem with one value, or null when it is a whole number within the rule. */
export function checkNumber(rule: NumberRule, value: unknown): string | null {
  if (typeof value !== 'number' || !Number.isInteger(value)) return numberRuleMessage(rule);
  if (value < rule.min || value > rule.max) return numberRuleMessage(rule);
  return null;
}
