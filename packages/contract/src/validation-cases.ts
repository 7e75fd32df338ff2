import type { AccessRequestPayload } from './access-request.js';
import { ACCESS_REQUEST_RULES } from './access-request.js';
import { ANALYTICS_NUMBER_RULES } from './analytics.js';
import type { LoginPayload } from './auth.js';
import { LOGIN_RULES } from './auth.js';
import type { ContactMessagePayload } from './contact.js';
import { CONTACT_RULES } from './contact.js';
import { DECK_ENGAGEMENT_NUMBER_RULES } from './deck-engagement.js';
import { INVALID_EMAIL_MESSAGE } from './email.js';
import type { FieldErrors } from './field-rules.js';
import { type NumberRule, numberRuleMessage, POSTGRES_INTEGER_MAX } from './number-rules.js';
import {
  PASSWORD_CHARACTERS_MESSAGE,
  PASSWORD_RULES,
  PASSWORD_TOO_LONG_MESSAGE,
} from './password.js';

/**
 * One table of good and bad inputs, run through the API's DTOs and through the forms, so a test
 * fails the day the two sides stop enforcing the same rules. `expected` is every field's first
 * problem; an empty object means the input must be accepted.
 */
export interface ValidationCase<T> {
  name: string;
  values: Record<keyof T, string>;
  expected: FieldErrors<T>;
}

const text = (length: number) => 'x'.repeat(length);
/**
 * Characters refused in every field: NUL (which PostgreSQL refuses too), another C0 control, DEL,
 * a C1 control and a lone surrogate (JSON's "\ud800"). Line breaks are left out on purpose: a
 * browser drops them from one-line inputs before a form could refuse them (the API refuses them,
 * see rules.test.ts and api/test/fuzz.e2e-spec.ts).
 */
const NUL = '\u0000';
const ESC = '\u001b';
const DEL = '\u007f';
const CSI = '\u009b';
const LONE_SURROGATE = '\ud800';
/** An address of exactly `length` characters. */
const emailOf = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

const contact: ContactMessagePayload = {
  name: 'Ada Example',
  email: 'ada@example.com',
  message: 'We would like to discuss a pilot.',
};

export const CONTACT_CASES: readonly ValidationCase<ContactMessagePayload>[] = [
  { name: 'a complete message', values: contact, expected: {} },
  {
    name: 'the longest accepted fields',
    values: { name: text(200), email: emailOf(254), message: text(5000) },
    expected: {},
  },
  {
    name: 'two @ signs',
    values: { ...contact, email: 'a@b@c.de' },
    expected: { email: INVALID_EMAIL_MESSAGE },
  },
  {
    name: 'a domain without a dot',
    values: { ...contact, email: 'ada@example' },
    expected: { email: INVALID_EMAIL_MESSAGE },
  },
  {
    name: 'a space inside the address',
    values: { ...contact, email: 'ada lovelace@example.com' },
    expected: { email: INVALID_EMAIL_MESSAGE },
  },
  {
    name: 'an address over 254 characters',
    values: { ...contact, email: emailOf(255) },
    expected: { email: CONTACT_RULES.email.tooLongMessage },
  },
  {
    name: 'whitespace-only fields',
    values: { name: '   ', email: ' ', message: '\n\t' },
    expected: {
      name: CONTACT_RULES.name.requiredMessage,
      email: CONTACT_RULES.email.requiredMessage,
      message: CONTACT_RULES.message.requiredMessage,
    },
  },
  {
    name: 'a name and a message one character too long',
    values: { ...contact, name: text(201), message: text(5001) },
    expected: {
      name: CONTACT_RULES.name.tooLongMessage,
      message: CONTACT_RULES.message.tooLongMessage,
    },
  },
  {
    name: 'a message with tabs and line breaks',
    values: { ...contact, message: 'Hello,\n\tfirst point\r\n\tsecond point\n\nAda' },
    expected: {},
  },
  {
    name: 'a NUL in every field',
    values: { name: `Ada${NUL}`, email: `ada${NUL}@example.com`, message: `Hi${NUL}there` },
    expected: {
      name: CONTACT_RULES.name.charactersMessage,
      email: INVALID_EMAIL_MESSAGE,
      message: CONTACT_RULES.message.charactersMessage,
    },
  },
  {
    name: 'an escape, a DEL and a C1 control',
    values: { name: `Ada${ESC}[31m`, email: `ada${DEL}@example.com`, message: `Hi ${CSI}2J` },
    expected: {
      name: CONTACT_RULES.name.charactersMessage,
      email: INVALID_EMAIL_MESSAGE,
      message: CONTACT_RULES.message.charactersMessage,
    },
  },
  {
    name: 'a tab inside a name',
    values: { ...contact, name: 'Ada\tExample' },
    expected: { name: CONTACT_RULES.name.charactersMessage },
  },
  {
    name: 'lone surrogates',
    values: { ...contact, name: `Ada${LONE_SURROGATE}`, message: `\udc00${contact.message}` },
    expected: {
      name: CONTACT_RULES.name.charactersMessage,
      message: CONTACT_RULES.message.charactersMessage,
    },
  },
  {
    name: 'characters outside the basic plane (a surrogate pair)',
    values: { ...contact, name: 'Ada 😀', message: '𝒢𝓁𝑜𝒽 — ok' },
    expected: {},
  },
];

const accessRequest: Required<AccessRequestPayload> = {
  name: 'Ivy Investor',
  companyName: 'Example Capital',
  phoneNumber: '+1 (555) 010-0100',
  email: 'ivy@example.com',
  message: '',
};

export const ACCESS_REQUEST_CASES: readonly ValidationCase<Required<AccessRequestPayload>>[] = [
  { name: 'a request without a message', values: accessRequest, expected: {} },
  {
    name: 'the longest accepted fields',
    values: {
      name: text(200),
      companyName: text(200),
      phoneNumber: '5'.repeat(40),
      email: emailOf(254),
      message: text(5000),
    },
    expected: {},
  },
  {
    name: 'a phone number without digits',
    values: { ...accessRequest, phoneNumber: 'call me' },
    expected: { phoneNumber: ACCESS_REQUEST_RULES.phoneNumber.format?.message },
  },
  {
    name: 'two @ signs',
    values: { ...accessRequest, email: 'a@b@c.de' },
    expected: { email: INVALID_EMAIL_MESSAGE },
  },
  {
    name: 'missing required fields',
    values: { ...accessRequest, name: '', companyName: ' ', phoneNumber: '', email: '' },
    expected: {
      name: ACCESS_REQUEST_RULES.name.requiredMessage,
      companyName: ACCESS_REQUEST_RULES.companyName.requiredMessage,
      phoneNumber: ACCESS_REQUEST_RULES.phoneNumber.requiredMessage,
      email: ACCESS_REQUEST_RULES.email.requiredMessage,
    },
  },
  {
    name: 'every field one character too long',
    values: {
      name: text(201),
      companyName: text(201),
      phoneNumber: '5'.repeat(41),
      email: emailOf(255),
      message: text(5001),
    },
    expected: {
      name: ACCESS_REQUEST_RULES.name.tooLongMessage,
      companyName: ACCESS_REQUEST_RULES.companyName.tooLongMessage,
      phoneNumber: ACCESS_REQUEST_RULES.phoneNumber.tooLongMessage,
      email: ACCESS_REQUEST_RULES.email.tooLongMessage,
      message: ACCESS_REQUEST_RULES.message.tooLongMessage,
    },
  },
  {
    name: 'control characters in every field',
    values: {
      name: `Ivy${NUL}`,
      companyName: `Example${CSI}Capital`,
      phoneNumber: `555${ESC}0100`,
      email: `ivy${NUL}@example.com`,
      message: `Hello${DEL}`,
    },
    expected: {
      name: ACCESS_REQUEST_RULES.name.charactersMessage,
      companyName: ACCESS_REQUEST_RULES.companyName.charactersMessage,
      phoneNumber: ACCESS_REQUEST_RULES.phoneNumber.charactersMessage,
      email: INVALID_EMAIL_MESSAGE,
      message: ACCESS_REQUEST_RULES.message.charactersMessage,
    },
  },
  {
    name: 'tabs in one-line fields, line breaks in the message',
    values: {
      ...accessRequest,
      companyName: 'Example\tCapital',
      phoneNumber: '555\t0100',
      message: 'Line one\r\n\tline two',
    },
    expected: {
      companyName: ACCESS_REQUEST_RULES.companyName.charactersMessage,
      phoneNumber: ACCESS_REQUEST_RULES.phoneNumber.charactersMessage,
    },
  },
  {
    name: 'a lone surrogate in the company',
    values: { ...accessRequest, companyName: `Example${LONE_SURROGATE}` },
    expected: { companyName: ACCESS_REQUEST_RULES.companyName.charactersMessage },
  },
];

const login = { email: 'ivy@example.com', accessCode: 'ABCDE-FGHJK-MNPQR-STVWX' };

export const LOGIN_CASES: readonly ValidationCase<Omit<LoginPayload, 'action'>>[] = [
  { name: 'an email and a code', values: login, expected: {} },
  {
    name: 'two @ signs',
    values: { ...login, email: 'a@b@c.de' },
    expected: { email: INVALID_EMAIL_MESSAGE },
  },
  {
    name: 'nothing typed',
    values: { email: '', accessCode: '' },
    expected: {
      email: LOGIN_RULES.email.requiredMessage,
      accessCode: LOGIN_RULES.accessCode.requiredMessage,
    },
  },
  {
    name: 'a code over 256 characters',
    values: { ...login, accessCode: text(257) },
    expected: { accessCode: LOGIN_RULES.accessCode.tooLongMessage },
  },
  {
    name: 'a NUL in the email and the code',
    values: { email: `ivy${NUL}@example.com`, accessCode: `ABCDE${NUL}` },
    expected: {
      email: INVALID_EMAIL_MESSAGE,
      accessCode: LOGIN_RULES.accessCode.charactersMessage,
    },
  },
  {
    name: 'a tab, a C1 control or a lone surrogate in the code',
    values: { ...login, accessCode: `ABCDE\t${CSI}${LONE_SURROGATE}` },
    expected: { accessCode: LOGIN_RULES.accessCode.charactersMessage },
  },
];

const rule = (id: string) => PASSWORD_RULES.find((entry) => entry.id === id)?.message ?? id;

/** New passwords and every rule each one breaks, in the order the form lists them. */
export const PASSWORD_CASES: readonly { password: string; problems: string[] }[] = [
  { password: 'N3w-Passw0rd', problems: [] },
  { password: 'Abcdefg1', problems: [] },
  { password: 'Abcdef1', problems: [rule('length')] },
  { password: 'abcdefg1', problems: [rule('uppercase')] },
  { password: 'ABCDEFG1', problems: [rule('lowercase')] },
  { password: 'Abcdefgh', problems: [rule('number')] },
  {
    password: '',
    problems: [rule('length'), rule('uppercase'), rule('lowercase'), rule('number')],
  },
  { password: `Aa1${text(254)}`, problems: [PASSWORD_TOO_LONG_MESSAGE] },
  { password: `Abcdefg1${NUL}`, problems: [PASSWORD_CHARACTERS_MESSAGE] },
  { password: 'Abcd\tefg1', problems: [PASSWORD_CHARACTERS_MESSAGE] },
  { password: `Abcdefg1${DEL}${LONE_SURROGATE}`, problems: [PASSWORD_CHARACTERS_MESSAGE] },
];

/**
 * Numbers a client sends, at and beyond each bound: `expected` is the API's message for the field,
 * or null when the value must be accepted. The API runs them through its DTOs.
 */
export interface NumberCase<Field extends string> {
  name: string;
  field: Field;
  value: unknown;
  expected: string | null;
}

function numberCases<Field extends string>(rules: Record<Field, NumberRule>): NumberCase<Field>[] {
  return (Object.keys(rules) as Field[]).flatMap((field) => {
    const rule = rules[field];
    const refused = numberRuleMessage(rule);
    return [
      { name: `${field} at its minimum`, field, value: rule.min, expected: null },
      { name: `${field} at its maximum`, field, value: rule.max, expected: null },
      { name: `${field} below its minimum`, field, value: rule.min - 1, expected: refused },
      { name: `${field} above its maximum`, field, value: rule.max + 1, expected: refused },
      { name: `${field} as a fraction`, field, value: rule.min + 0.5, expected: refused },
      { name: `${field} as text`, field, value: String(rule.min), expected: refused },
      { name: `${field} of 1e308`, field, value: 1e308, expected: refused },
    ];
  });
}

export const DECK_ENGAGEMENT_NUMBER_CASES: readonly NumberCase<
  keyof typeof DECK_ENGAGEMENT_NUMBER_RULES
>[] = [
  ...numberCases(DECK_ENGAGEMENT_NUMBER_RULES),
  // One past a PostgreSQL integer: the value that used to reach the database and fail there.
  {
    name: 'deckVersion of 2^31',
    field: 'deckVersion',
    value: POSTGRES_INTEGER_MAX + 1,
    expected: numberRuleMessage(DECK_ENGAGEMENT_NUMBER_RULES.deckVersion),
  },
  {
    name: 'page beyond the largest safe integer',
    field: 'page',
    value: Number.MAX_SAFE_INTEGER + 2,
    expected: numberRuleMessage(DECK_ENGAGEMENT_NUMBER_RULES.page),
  },
];

export const ANALYTICS_NUMBER_CASES: readonly NumberCase<keyof typeof ANALYTICS_NUMBER_RULES>[] =
  numberCases(ANALYTICS_NUMBER_RULES);
