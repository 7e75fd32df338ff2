import { HttpException, HttpStatus } from '@nestjs/common';
import { API_MESSAGES } from '@gloh/contract/messages';
import { isPasswordProblemsText, PASSWORDS_DO_NOT_MATCH } from '@gloh/contract/password';
import type { FormPostError } from '@gloh/contract/form-posts';
import { ACCESS_EXPIRED_REASON } from '@gloh/contract/investor-access';

/** The handler did its work: the filter answers the form post with its page. */
export class FormPostSucceeded extends Error {
  constructor() {
    super('Form post succeeded');
  }
}

/** The API's refusals that are about the credentials or the reset token, not the fields. */
const REJECTIONS = new Set<string>([API_MESSAGES.loginFailed, API_MESSAGES.resetFailed]);

/** The short key a refused form post is sent back with: never the API's text, which may quote input. */
export function formPostError(exception: unknown): FormPostError {
  if (!(exception instanceof HttpException)) return 'failed';
  const status = exception.getStatus();
  if (status === HttpStatus.TOO_MANY_REQUESTS) return 'rate-limited';
  const body = exception.getResponse();
  if (body && typeof body === 'object' && 'reason' in body && body.reason === ACCESS_EXPIRED_REASON)
    return 'access-ended';
  if (status === HttpStatus.FORBIDDEN) return 'refused';
  if (status === HttpStatus.UNAUTHORIZED || REJECTIONS.has(exception.message)) return 'rejected';
  if (exception.message === PASSWORDS_DO_NOT_MATCH) return 'mismatch';
  if (status === HttpStatus.BAD_REQUEST && isPasswordProblemsText(exception.message)) {
    return 'weak-password';
  }
  if (status >= 400 && status < 500) return 'invalid';
  return 'failed';
}
