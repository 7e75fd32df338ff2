import { emailRule } from './email.js';
import { badCharacters, tooLong, type FieldRules } from './field-rules.js';
import { PASSWORD_MAX_LENGTH } from './password.js';

/** POST /api/auth as JSON. */
export interface LoginPayload {
  action: 'login';
  email: string;
  accessCode: string;
}

/** POST /api/auth as form data. */
export interface ResetPasswordPayload {
  action: 'reset-password';
  token: string;
  password: string;
  /** Sent by the page's plain HTML form (no script checked it): must equal password. */
  confirmPassword?: string;
}

export const AUTH_ACTIONS = ['login', 'reset-password'] as const;

export type AuthAction = (typeof AUTH_ACTIONS)[number];

/**
 * Why the API refused an investor's request with 401: the `reason` beside `error`, so a page open
 * on the deck can tell a revoked investor that their access ended rather than merely sign them out.
 * `signed-out` covers a sign-out, a newer sign-in and a password reset, all of which end a session.
 */
export const SESSION_END_REASONS = {
  notSignedIn: 'not-signed-in',
  revoked: 'access-revoked',
  expired: 'session-expired',
  signedOut: 'signed-out',
} as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[keyof typeof SESSION_END_REASONS];

/** Reset tokens are 43 characters of base64url; anything much longer is not one of ours. */
export const RESET_TOKEN_MAX_LENGTH = 200;

/** Email and access code required. */
export const LOGIN_RULES: FieldRules<Omit<LoginPayload, 'action'>> = {
  email: emailRule('Please enter your email.'),
  accessCode: {
    required: true,
    maxLength: PASSWORD_MAX_LENGTH,
    requiredMessage: 'Please enter your access code.',
    tooLongMessage: tooLong('Access code', PASSWORD_MAX_LENGTH),
    charactersMessage: badCharacters('Access code'),
  },
};
