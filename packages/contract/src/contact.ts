import { emailRule } from './email.js';
import { badCharacters, tooLong, type FieldRules } from './field-rules.js';

/** POST /api/contact. */
export interface ContactMessagePayload {
  name: string;
  email: string;
  message: string;
}

export const CONTACT_NAME_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5000;

/** Name, email and message required. */
export const CONTACT_RULES: FieldRules<ContactMessagePayload> = {
  name: {
    required: true,
    maxLength: CONTACT_NAME_MAX,
    requiredMessage: 'Please enter your name.',
    tooLongMessage: tooLong('Name', CONTACT_NAME_MAX),
    charactersMessage: badCharacters('Name'),
  },
  email: emailRule('Please enter your email address.'),
  message: {
    required: true,
    maxLength: CONTACT_MESSAGE_MAX,
    requiredMessage: 'Please enter a message.',
    tooLongMessage: tooLong('Message', CONTACT_MESSAGE_MAX),
    multiline: true,
    charactersMessage: badCharacters('Message'),
  },
};
