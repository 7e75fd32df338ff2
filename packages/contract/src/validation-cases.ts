import type { AccessRequestPayload } from './access-request.js';
import { ACCESS_REQUEST_RULES } from './access-request.js';
import type { LoginPayload } from './auth.js';
import { LOGIN_RULES } from './auth.js';
import type { ContactMessagePayload } from './contact.js';
import { CONTACT_RULES } from './contact.js';
import { INVALID_EMAIL_MESSAGE } from './email.js';
import type { FieldErrors } from './field-rules.js';
import { PASSWORD_RULES, PASSWORD_TOO_LONG_MESSAGE } from './password.js';

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
];

const rule = (id: string) => PASSWORD_RULES.find((entry) => entry.id === id)?.message ?? id;

/** New passwords and every rule each one breaks, in the spec's order. */
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
];
