import { HttpException, HttpStatus } from '@nestjs/common';
import { API_MESSAGES, HTTP_ERROR_MESSAGES } from '@gloh/contract/messages';

/**
 * A 429 that carries how long the client should wait, sent back as Retry-After; the words say
 * which limit, when the client can do better than "later" (a daily cap: tomorrow).
 */
export class TooManyRequestsError extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = API_MESSAGES.tooManyRequests,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * A 503 that carries when to come back (Retry-After): the API cannot serve this request in time
 * right now, and says so at once rather than holding the connection.
 */
export class ServiceBusyError extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = HTTP_ERROR_MESSAGES.unavailable,
  ) {
    super(message, HttpStatus.SERVICE_UNAVAILABLE);
  }
}

export const NOT_AUTHENTICATED = API_MESSAGES.notAuthenticated;
export const INTERNAL_ERROR = HTTP_ERROR_MESSAGES.internal;
