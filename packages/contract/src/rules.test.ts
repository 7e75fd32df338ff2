import { ACCESS_REQUEST_RULES } from './access-request.js';
import { LOGIN_RULES } from './auth.js';
import { CONTACT_RULES } from './contact.js';
import { isEmailAddress, normalizeEmail } from './email.js';
import { checkField, checkFields, hasForbiddenCharacters, trimFields } from './field-rules.js';
import { confirmationProblem, passwordProblems, PASSWORDS_DO_NOT_MATCH } from './password.js';
import { ANALYTICS_NUMBER_RULES } from './analytics.js';
import { DECK_ENGAGEMENT_NUMBER_RULES } from './deck-engagement.js';
import { checkNumber, POSTGRES_INTEGER_MAX } from './number-rules.js';
import {
  ACCESS_REQUEST_CASES,
  ANALYTICS_NUMBER_CASES,
  CONTACT_CASES,
  DECK_ENGAGEMENT_NUMBER_CASES,
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
  it('a confirmation must repeat the password exactly', () => {
    expect(confirmationProblem('Abcdefg1', 'Abcdefg1')).toBeUndefined();
    expect(confirmationProblem('Abcdefg1', 'abcdefg1')).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(confirmationProblem('Abcdefg1', '')).toBe(PASSWORDS_DO_NOT_MATCH);
  });
  it.each(DECK_ENGAGEMENT_NUMBER_CASES)('deck engagement: $name', ({ field, value, expected }) => {
    expect(checkNumber(DECK_ENGAGEMENT_NUMBER_RULES[field], value)).toBe(expected);
  });
  it.each(ANALYTICS_NUMBER_CASES)('analytics: $name', ({ field, value, expected }) => {
    expect(checkNumber(ANALYTICS_NUMBER_RULES[field], value)).toBe(expected);
  });
});

describe('number rules', () => {
  it('keep every integer column within PostgreSQL integer range', () => {
    expect(DECK_ENGAGEMENT_NUMBER_RULES.deckVersion.max).toBe(2 ** 31 - 1);
    expect(DECK_ENGAGEMENT_NUMBER_RULES.page.max).toBeLessThanOrEqual(POSTGRES_INTEGER_MAX);
    expect(DECK_ENGAGEMENT_NUMBER_RULES.views.max).toBeLessThanOrEqual(POSTGRES_INTEGER_MAX);
  });
  it('refuses what is not a finite whole number', () => {
    for (const value of [Number.NaN, Infinity, null, undefined, '1', true])
      expect(checkNumber(DECK_ENGAGEMENT_NUMBER_RULES.page, value)).not.toBeNull();
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

describe('characters', () => {
  it.each([
    ['NUL', '\u0000'],
    ['another C0 control', '\u0007'],
    ['a line feed', '\n'],
    ['a carriage return', '\r'],
    ['a tab', '\t'],
    ['a vertical tab', '\u000b'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u0085'],
    ['a lone high surrogate', '\ud800'],
    ['a lone low surrogate', '\udfff'],
    ['two high surrogates', '\ud83d\ud83d\ude00'],
  ])('a one-line field refuses %s inside the text', (_label, character) => {
    expect(hasForbiddenCharacters(`a${character}b`)).toBe(true);
    expect(checkField(CONTACT_RULES.name, `Ada${character}Example`)).toBe(
      CONTACT_RULES.name.charactersMessage,
    );
  });

  it('a message keeps tabs and line breaks (LF and CRLF) but no other control', () => {
    expect(checkField(CONTACT_RULES.message, 'one\n\ttwo\r\nthree')).toBeNull();
    for (const character of ['\u0000', '\u000b', '\u000c', '\u001b', '\u007f', '\u009f', '\ud800'])
      expect(checkField(CONTACT_RULES.message, `one${character}two`)).toBe(
        CONTACT_RULES.message.charactersMessage,
      );
  });

  it('accepts letters of every script, emoji and symbols', () => {
    expect(hasForbiddenCharacters('Zoë Ødegård, 東京, Δ, 😀, €, \u00a0, \u00ad')).toBe(false);
  });

  it('judges the trimmed value, as it is sent and stored', () => {
    expect(checkField(CONTACT_RULES.name, '\tAda\n')).toBeNull();
    expect(checkField(CONTACT_RULES.name, 'Ada\u0000')).toBe(CONTACT_RULES.name.charactersMessage);
  });

  it('names the field, or keeps the format message of an email or a phone number', () => {
    expect(CONTACT_RULES.name.charactersMessage).toBe(
      'Name contains characters that are not allowed.',
    );
    expect(checkField(LOGIN_RULES.email, 'ivy\u0000@example.com')).toBe(
      'Please enter a valid email address.',
    );
    expect(checkField(ACCESS_REQUEST_RULES.phoneNumber, '555\n0100')).toBe(
      ACCESS_REQUEST_RULES.phoneNumber.format?.message,
    );
  });
});
