/**
 * The texts of the site's error messages and form states that
 * the pages show, and the answers the API gives. A form shows the server's own text when it sends
 * one, else its fallback; a request that never got an answer shows the network text.
 */
export interface OutcomeMessages {
  /** Shown when the server refuses without an error text of its own. */
  fallbackError: string;
  /** Shown when the request never got an answer (offline, connection refused). */
  networkError: string;
  /** Shown on success when the server sends no message. */
  fallbackSuccess: string;
}

export const CONTACT_MESSAGES: OutcomeMessages = {
  fallbackError: 'Failed to send message. Please try again.',
  networkError: 'An error occurred while sending your message. Please try again.',
  fallbackSuccess: "Thank you for reaching out! We'll get back to you soon.",
};
export const CONTACT_SUBMITTING_LABEL = 'Sending...';

export const LOGIN_MESSAGES: OutcomeMessages = {
  fallbackError: 'Login failed',
  networkError: 'An error occurred during login. Please try again.',
  fallbackSuccess: 'Login successful',
};

export const ACCESS_REQUEST_MESSAGES: OutcomeMessages = {
  fallbackError: 'Request failed',
  networkError: 'An error occurred while processing your request. Please try again.',
  fallbackSuccess: 'Thank you. Your request has been received; we will be in touch soon.',
};

export const RESET_MESSAGES: OutcomeMessages = {
  fallbackError: 'Invalid or expired reset token. Please request a new password reset link.',
  networkError: 'An error occurred while resetting your password. Please try again.',
  fallbackSuccess: 'Your password has been reset.',
};
export const MISSING_RESET_TOKEN_MESSAGE =
  'Invalid or missing reset token. Please request a new password reset link.';
export const SUBMIT_WITHOUT_RESET_TOKEN_MESSAGE = 'Invalid reset token.';
/** After a refused plain form post, whose answer never carries the token back. */
export const RESET_AGAIN_FROM_LINK_MESSAGE = 'To try again, open the link in your email again.';

/** The code-request dialog makes no call ({email} is the site's support mailbox). */
export function contactSupportMessage(supportEmail: string): string {
  return `Please contact support at ${supportEmail} to request an access code.`;
}

/** What the API answers (the `message` or `error` of its JSON body). */
export const API_MESSAGES = {
  contactReceived: 'Message sent successfully',
  accessRequestReceived:
    'Thank you! Your request has been received. We will review it and email you an access code.',
  loginSucceeded: LOGIN_MESSAGES.fallbackSuccess,
  /** The same for an unknown email, a wrong code and a revoked investor. */
  loginFailed: 'Invalid email or access code',
  loggedOut: 'Logged out',
  resetSucceeded: 'Password reset successfully',
  resetFailed: RESET_MESSAGES.fallbackError,
  notAuthenticated: 'Not authenticated',
  /** A rate limit was reached (429, with Retry-After). */
  tooManyRequests: 'Too many requests. Please try again later.',
  /** Too many sign-ins are being checked at once (503, with Retry-After). */
  signInBusy: 'We are checking many sign-ins right now. Please try again in a few seconds.',
} as const;

/**
 * 429s (with Retry-After: the seconds to the next UTC midnight) once one client address has sent
 * as much of a kind as the API stores from one address in a UTC day (`DAILY_CAP_*`).
 */
export const DAILY_CAP_MESSAGES = {
  contact:
    'We have received as many messages from your network today as we accept in a day. Please try again tomorrow.',
  accessRequest:
    'We have received as many access requests from your network today as we accept in a day. Please try again tomorrow.',
  analytics: 'Daily limit of analytics events for this address reached. Try again tomorrow.',
  releaseHealth:
    'Daily limit of release-health reports for this address reached. Try again tomorrow.',
} as const;

/**
 * 429s (with Retry-After: the seconds to the next UTC midnight) once the site has received as much
 * of a kind from all client addresses together as the API stores in a UTC day (`DAILY_CEILING_*`):
 * the visitor did nothing wrong, so the words do not blame their network.
 */
export const DAILY_CEILING_MESSAGES = {
  contact: 'We are receiving too many messages right now. Please try again later.',
  accessRequest: 'We are receiving too many access requests right now. Please try again later.',
  analytics: 'Daily limit of analytics events for the site reached. Try again tomorrow.',
  releaseHealth: 'Daily limit of release-health reports for the site reached. Try again tomorrow.',
} as const;

/**
 * The API's words for an error that is about the request rather than a field: the API's own
 * answers, and the site server's for /api/ paths it answers itself (a path it cannot decode, a
 * method it does not proxy, the API down), so a client sees one shape and one vocabulary.
 */
export const HTTP_ERROR_MESSAGES = {
  badRequest: 'Bad request',
  malformedUrl: 'Malformed URL: invalid percent-encoding',
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  bodyTooLarge: 'Request body is too large',
  unsupportedMediaType: 'Unsupported media type',
  /** 431: more header bytes than the server reads, answered before the request is routed. */
  headersTooLarge: 'Request headers are too large',
  /** 408: the request's headers or body did not arrive in time. */
  requestTimeout: 'The request took too long to arrive',
  malformedJson: 'Malformed request body: could not parse JSON',
  /** A body whose Content-Encoding does not match its bytes. */
  undecodableBody: 'Malformed request body: could not decompress it',
  unsupportedEncoding: 'Unsupported content encoding',
  unsupportedCharset: 'Unsupported charset',
  requestAborted: 'Request aborted',
  bodyLengthMismatch: 'Request size did not match content length',
  malformedForm: 'Malformed form data',
  /** A form (urlencoded or multipart) with more fields than any of the API's forms has. */
  tooManyFormFields: 'Malformed form data: too many fields',
  tooManyConnections: 'Too many open connections from this address.',
  unavailable: 'The service is temporarily unavailable.',
  internal: 'Internal server error',
} as const;
