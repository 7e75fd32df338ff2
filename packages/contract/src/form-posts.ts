import {
  ACCESS_REQUEST_MESSAGES,
  API_MESSAGES,
  CONTACT_MESSAGES,
  LOGIN_MESSAGES,
  RESET_MESSAGES,
  type OutcomeMessages,
} from './messages.js';
import { PASSWORD_REQUIREMENTS_MESSAGE, PASSWORDS_DO_NOT_MATCH } from './password.js';
import { SITE_LINKS } from './site-links.js';

/**
 * The forms that also work as plain HTML form posts (before the page's scripts run, or without
 * them): the browser posts to the API, which answers with a 303 back to a page whose query holds
 * only one of these short result keys, never a submitted value.
 */
export const FORM_POST_FORMS = ['contact', 'access-request', 'login', 'reset-password'] as const;
export type FormPostForm = (typeof FORM_POST_FORMS)[number];

/**
 * Why a form post was refused: a field the API's rules refuse (invalid), a new password that breaks
 * the password rules (weak-password), a confirmation that does not repeat the password (mismatch), the credentials or the reset token (rejected), a rate limit,
 * another site's page (refused), the right code of an investor whose access has ended at its end
 * date (access-ended), anything else (failed).
 */
export const FORM_POST_ERRORS = [
  'invalid',
  'weak-password',
  'mismatch',
  'rejected',
  'rate-limited',
  'refused',
  'access-ended',
  'failed',
] as const;
export type FormPostError = (typeof FORM_POST_ERRORS)[number];

export type FormPostResult =
  | { form: FormPostForm; outcome: 'sent' }
  | { form: FormPostForm; outcome: 'error'; error: FormPostError };

/** Query parameters of a result: `?sent=<form>` or `?failed=<form>&error=<reason>`. */
export const FORM_RESULT_PARAMS = { sent: 'sent', failed: 'failed', error: 'error' } as const;

/** Where each form lives: the page the API sends the browser back to. */
export const FORM_POST_PAGES: Record<FormPostForm, string> = {
  contact: SITE_LINKS.contact,
  'access-request': SITE_LINKS.presentationAccess,
  login: SITE_LINKS.presentationAccess,
  'reset-password': SITE_LINKS.resetPassword,
};

/** Where a successful login goes, as the script-driven form navigates. */
export const LOGIN_SUCCESS_PAGE = SITE_LINKS.presentation;

/**
 * A plain form post's redirect carries no date: the page says access ended and whom to ask (the
 * login form names the site's contact email; the scripted login also names the date).
 */
export function accessEndedFormMessage(contactEmail?: string): string {
  const team = contactEmail
    ? `our investor relations team at ${contactEmail}`
    : 'our investor relations team';
  return `Your access to the investor presentation has ended. To have it extended, contact ${team}.`;
}

export const FORM_POST_INVALID_MESSAGE =
  'Please check the form: a field is missing or not valid. Nothing was sent.';

const OUTCOME_MESSAGES: Record<FormPostForm, OutcomeMessages> = {
  contact: CONTACT_MESSAGES,
  'access-request': ACCESS_REQUEST_MESSAGES,
  login: LOGIN_MESSAGES,
  'reset-password': RESET_MESSAGES,
};

/** What the script-driven form shows on success (its fixed text, or the API's message). */
const SUCCESS_MESSAGES: Record<FormPostForm, string> = {
  contact: CONTACT_MESSAGES.fallbackSuccess,
  'access-request': API_MESSAGES.accessRequestReceived,
  login: API_MESSAGES.loginSucceeded,
  'reset-password': API_MESSAGES.resetSucceeded,
};

/** What the API answers for a refused login or reset, which the script-driven form shows. */
const REJECTED_MESSAGES: Partial<Record<FormPostForm, string>> = {
  login: API_MESSAGES.loginFailed,
  'reset-password': API_MESSAGES.resetFailed,
};

function isOneOf<T extends string>(values: readonly T[], value: string | null): value is T {
  return value !== null && (values as readonly string[]).includes(value);
}

/** The page and query the API redirects a form post to. */
export function formResultLocation(result: FormPostResult, page = FORM_POST_PAGES[result.form]) {
  return `${page}${formResultSearch(result)}`;
}

/** The keys and values are plain words (a-z and '-'): nothing to percent-encode. */
export function formResultSearch(result: FormPostResult): string {
  if (result.outcome === 'sent') return `?${FORM_RESULT_PARAMS.sent}=${result.form}`;
  return `?${FORM_RESULT_PARAMS.failed}=${result.form}&${FORM_RESULT_PARAMS.error}=${result.error}`;
}

/** A query's first value of each name, as written (the known values need no decoding). */
export function queryParams(search: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const index = pair.indexOf('=');
    const name = index === -1 ? pair : pair.slice(0, index);
    if (name && !params.has(name)) params.set(name, index === -1 ? '' : pair.slice(index + 1));
  }
  return params;
}

/** The result a page's query holds, when it holds a known one; anything else is none. */
export function readFormResult(search: string): FormPostResult | undefined {
  const params = queryParams(search);
  const sent = params.get(FORM_RESULT_PARAMS.sent) ?? null;
  if (isOneOf(FORM_POST_FORMS, sent)) return { form: sent, outcome: 'sent' };
  const failed = params.get(FORM_RESULT_PARAMS.failed) ?? null;
  const error = params.get(FORM_RESULT_PARAMS.error) ?? null;
  if (isOneOf(FORM_POST_FORMS, failed) && isOneOf(FORM_POST_ERRORS, error)) {
    return { form: failed, outcome: 'error', error };
  }
  return undefined;
}

/**
 * The query a server renders a page with: the result keys only, in one spelling, or '' (so a
 * server that caches pages keeps a handful of variants, and no other query reaches the render).
 */
export function formResultQuery(search: string): string {
  const result = readFormResult(search);
  return result ? formResultSearch(result) : '';
}

/** The text a page shows for a result: the one the script-driven form shows for the same outcome. */
export function formResultMessage(result: FormPostResult): string {
  if (result.outcome === 'sent') return SUCCESS_MESSAGES[result.form];
  switch (result.error) {
    case 'invalid':
      return FORM_POST_INVALID_MESSAGE;
    case 'weak-password':
      return PASSWORD_REQUIREMENTS_MESSAGE;
    case 'mismatch':
      return PASSWORDS_DO_NOT_MATCH;
    case 'rejected':
      return REJECTED_MESSAGES[result.form] ?? OUTCOME_MESSAGES[result.form].fallbackError;
    case 'rate-limited':
      return API_MESSAGES.tooManyRequests;
    case 'access-ended':
      return accessEndedFormMessage();
    default:
      return OUTCOME_MESSAGES[result.form].fallbackError;
  }
}

/** The result of `form` in a page's query, if that is the form it is about. */
export function formResultFor(form: FormPostForm, search: string): FormPostResult | undefined {
  const result = readFormResult(search);
  return result?.form === form ? result : undefined;
}
