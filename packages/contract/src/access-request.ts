import { emailRule } from './email.js';
import { badCharacters, tooLong, type FieldRules } from './field-rules.js';

/** POST /api/presentation-access; message is optional. */
export interface AccessRequestPayload {
  name: string;
  companyName: string;
  phoneNumber: string;
  email: string;
  message?: string;
}

export const ACCESS_TEXT_MAX = 200;
export const ACCESS_PHONE_MAX = 40;
export const ACCESS_MESSAGE_MAX = 5000;
/** Digits with the usual separators, and at least one digit. */
export const INVALID_PHONE_MESSAGE = 'Please enter a valid phone number.';
export const PHONE_PATTERN = /^[0-9+()./\s-]*[0-9][0-9+()./\s-]*$/;

/** Full name, company, phone and email required; message optional. */
export const ACCESS_REQUEST_RULES: FieldRules<AccessRequestPayload> = {
  name: {
    required: true,
    maxLength: ACCESS_TEXT_MAX,
    requiredMessage: 'Please enter your full name.',
    tooLongMessage: tooLong('Full name', ACCESS_TEXT_MAX),
    charactersMessage: badCharacters('Full name'),
  },
  companyName: {
    required: true,
    maxLength: ACCESS_TEXT_MAX,
    requiredMessage: 'Please enter your company.',
    tooLongMessage: tooLong('Company', ACCESS_TEXT_MAX),
    charactersMessage: badCharacters('Company'),
  },
  phoneNumber: {
    required: true,
    maxLength: ACCESS_PHONE_MAX,
    requiredMessage: 'Please enter your phone number.',
    tooLongMessage: tooLong('Phone number', ACCESS_PHONE_MAX),
    charactersMessage: INVALID_PHONE_MESSAGE,
    format: { pattern: PHONE_PATTERN, message: INVALID_PHONE_MESSAGE },
  },
  email: emailRule('Please enter your email.'),
  message: {
    required: false,
    maxLength: ACCESS_MESSAGE_MAX,
    requiredMessage: 'Please enter a message.',
    tooLongMessage: tooLong('Message', ACCESS_MESSAGE_MAX),
    multiline: true,
    charactersMessage: badCharacters('Message'),
  },
};
