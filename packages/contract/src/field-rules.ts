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
  /**
   * Whether line breaks and tabs belong in the value (a message), or it is one line of text (a
   * name, an address, a code). Control characters are refused either way.
   */
  multiline?: boolean;
  /** Shown when the value holds a character no one types into this field (see hasForbiddenCharacters). */
  charactersMessage: string;
  /** An optional format the trimmed, non-empty value must match. */
  format?: { pattern: RegExp; message: string };
}

/**
 * C0 controls, DEL and C1 controls. NUL is refused by PostgreSQL outright, and the others are never
 * typed: they come from scripts and copy-paste accidents, and some (CR, LF) split mail headers.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
/**
 * A message keeps the tab and the line breaks a textarea produces: LF, and CRLF, which browsers
 * send for a line break in form-encoded and multipart bodies.
 */
// eslint-disable-next-line no-control-regex -- as above
const MULTILINE_CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Half of a UTF-16 surrogate pair alone (JSON's "\ud800"): not a character, no UTF-8 form. */
// Written without lookbehind, which older Safari cannot parse (the forms run this too).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text holds characters refused in any field: control characters and lone surrogates. */
export function hasForbiddenCharacters(value: string, multiline = false): boolean {
  const controls = multiline ? MULTILINE_CONTROL_CHARACTERS : CONTROL_CHARACTERS;
  return controls.test(value) || LONE_SURROGATE.test(value);
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
  if (hasForbiddenCharacters(trimmed, rule.multiline)) return rule.charactersMessage;
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

export function badCharacters(label: string): string {
  return `${label} contains characters that are not allowed.`;
}
