import { ACCESS_REQUEST_RULES } from './access-request.js';
import { LOGIN_RULES } from './auth.js';
import { CONTACT_RULES } from './contact.js';
import { isEmailAddress, normalizeEmail } from './email.js';
import { checkField, checkFields, trimFields } from './field-rules.js';
import { passwordProblems } from './password.js';
import { ROUTE_TABLE, sitePath } from './route-table.js';
import {
  ACCESS_REQUEST_CASES,
  CONTACT_CASES,
  LOGIN_CASES,
  PASSWORD_CASES,
} from './validation-cases.js';

describe('the shared table of inputs agrees with the rules', () => {
  it.each(CONTACT_CASES)('contact: $name', ({ values, expected }) => {
    expect(checkFields(CONTACT_RULES, values)).toEqual(expected);
  });
  it.each(ACCESS_REQUEST_CASES)('access request: $name', ({ values, expected }) => {
    expect(checkFields(ACCESS_REQUEST_RULES, values)).toEqual(expected);
  });
  it.each(LOGIN_CASES)('login: $name', ({ values, expected }) => {
    expect(checkFields(LOGIN_RULES, values)).toEqual(expected);
  });
  it.each(PASSWORD_CASES)('password $password', ({ password, problems }) => {
    expect(passwordProblems(password)).toEqual(problems);
  });
});

describe('email', () => {
  it('accepts one @ and a dotted domain, after trimming', () => {
    expect(isEmailAddress(' ada@example.com ')).toBe(true);
    expect(isEmailAddress('ada+news@mail.example.co.uk')).toBe(true);
  });
  it.each(['a@b@c.de', 'ada@example', '@example.com', 'ada@.', 'ada@exa mple.com', ''])(
    'refuses %j',
    (value) => expect(isEmailAddress(value)).toBe(false),
  );
  it('normalizes to one spelling', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});

describe('field rules', () => {
  it('refuses values that are not text as missing', () => {
    expect(checkField(CONTACT_RULES.name, 42)).toBe(CONTACT_RULES.name.requiredMessage);
    expect(checkField(CONTACT_RULES.name, undefined)).toBe(CONTACT_RULES.name.requiredMessage);
  });
  it('lets an optional field be absent', () => {
    expect(checkField(ACCESS_REQUEST_RULES.message, undefined)).toBeNull();
  });
  it('sends trimmed values and leaves out empty optional ones', () => {
    expect(
      trimFields(ACCESS_REQUEST_RULES, {
        name: ' Ivy ',
        companyName: 'Fund',
        phoneNumber: '555',
        email: 'ivy@example.com ',
        message: '  ',
      }),
    ).toEqual({ name: 'Ivy', companyName: 'Fund', phoneNumber: '555', email: 'ivy@example.com' });
  });
});

describe('route table', () => {
  it('has unique ids and paths', () => {
    expect(new Set(ROUTE_TABLE.map((route) => route.id)).size).toBe(ROUTE_TABLE.length);
    expect(new Set(ROUTE_TABLE.map((route) => route.path)).size).toBe(ROUTE_TABLE.length);
  });
  it('gives the paths the API puts in mails', () => {
    expect(sitePath('presentation-access')).toBe('/investors/presentation-access');
    expect(sitePath('reset-password')).toBe('/reset-password');
  });
});
