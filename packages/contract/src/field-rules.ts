/**
 * A text field's rule, applied in the browser before sending and by the API on receipt, so a form
 * never lets through what the server refuses and the server's refusal reads like the form's.
 */
export interface FieldRule {
  /** Whether an empty (or whitespace-only) value is refused. */
  required: boolean;
  /** Longest accepted value, in characters after trimming; also the input's maxLength. */
  maxLength: number;
  /** Shown when a required field is empty. */
  requiredMessage: string;
  /** Shown when the value is longer than maxLength. */
  tooLongMessage: string;
  /** An optional format the trimmed, non-empty value must match. */
  format?: { pattern: RegExp; message: string };
}

export type FieldRules<T> = { readonly [K in keyof T]-?: FieldRule };
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

/** The first problem with one value, or null when the rule is met. */
export function checkField(rule: FieldRule, value: unknown): string | null {
  if (value === undefined || value === null) return rule.required ? rule.requiredMessage : null;
  if (typeof value !== 'string') return rule.requiredMessage;
  const trimmed = value.trim();
  if (trimmed === '') return rule.required ? rule.requiredMessage : null;
  if (trimmed.length > rule.maxLength) return rule.tooLongMessage;
  if (rule.format && !rule.format.pattern.test(trimmed)) return rule.format.message;
  return null;
}

/** Every field's first problem; an empty object means the values may be sent. */
export function checkFields<T>(rules: FieldRules<T>, values: Partial<Record<keyof T, unknown>>) {
  const errors: FieldErrors<T> = {};
  for (const name of Object.keys(rules) as (keyof T)[]) {
    const problem = checkField(rules[name], values[name]);
    if (problem !== null) errors[name] = problem;
  }
  return errors;
}

/** The values as they are sent: trimmed, and optional empty fields left out rather than ''. */
export function trimFields<T extends { [K in keyof T]?: string }>(
  rules: FieldRules<T>,
  values: T,
): T {
  const sent: Partial<Record<keyof T, string>> = {};
  for (const name of Object.keys(rules) as (keyof T)[]) {
    const value = values[name]?.trim() ?? '';
    if (value !== '' || rules[name].required) sent[name] = value;
  }
  return sent as T;
}

export function tooLong(label: string, maxLength: number): string {
  return `${label} must be at most ${maxLength} characters.`;
}
