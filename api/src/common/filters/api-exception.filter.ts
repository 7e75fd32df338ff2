import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { HTTP_ERROR_MESSAGES } from '@gloh/contract/messages';
import type { Request, Response } from 'express';
import { INTERNAL_ERROR, ServiceBusyError, TooManyRequestsError } from '../http/api-error.js';

interface HttpErrorLike {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  type?: unknown;
  code?: unknown;
}

/** The request, with the id its request-log line carries (5xx logs quote it). */
type RequestWithId = Request & { id?: unknown };

export const NOT_FOUND = HTTP_ERROR_MESSAGES.notFound;
export const MALFORMED_URL = HTTP_ERROR_MESSAGES.malformedUrl;
export const UNDECODABLE_BODY = HTTP_ERROR_MESSAGES.undecodableBody;
export const MALFORMED_FORM = HTTP_ERROR_MESSAGES.malformedForm;

// body-parser, zlib, multer, busboy and Express raise their own errors, which Nest passes on
// as the cause of an HttpException with the raw text ("incorrect header check", "Multipart:
// Unexpected end of form", "Failed to decode param '%E0'"). That text is theirs, can quote the
// input back and changes between releases: clients get these words instead.
const PARSER_MESSAGES: Record<string, string> = {
  'entity.too.large': HTTP_ERROR_MESSAGES.bodyTooLarge,
  'entity.parse.failed': HTTP_ERROR_MESSAGES.malformedJson,
  'encoding.unsupported': HTTP_ERROR_MESSAGES.unsupportedEncoding,
  'charset.unsupported': HTTP_ERROR_MESSAGES.unsupportedCharset,
  'request.aborted': HTTP_ERROR_MESSAGES.requestAborted,
  'request.size.invalid': HTTP_ERROR_MESSAGES.bodyLengthMismatch,
  'stream.encoding.set': HTTP_ERROR_MESSAGES.badRequest,
  // A urlencoded form beyond the parser's parameterLimit.
  'parameters.too.many': HTTP_ERROR_MESSAGES.tooManyFormFields,
};

/**
 * multer's error codes (the form on POST /api/auth takes a few short text fields, no files; a
 * staff deck upload takes one file up to a size).
 */
const MULTER_MESSAGES: Record<string, string> = {
  LIMIT_PART_COUNT: HTTP_ERROR_MESSAGES.tooManyFormFields,
  LIMIT_FIELD_COUNT: HTTP_ERROR_MESSAGES.tooManyFormFields,
  LIMIT_FIELD_KEY: `${MALFORMED_FORM}: a field name is too long`,
  LIMIT_FIELD_VALUE: `${MALFORMED_FORM}: a field is too long`,
  LIMIT_FILE_SIZE: 'The file is larger than this upload accepts',
  LIMIT_FILE_COUNT: `${MALFORMED_FORM}: files are not accepted`,
  LIMIT_UNEXPECTED_FILE: `${MALFORMED_FORM}: files are not accepted`,
};

/** What Nest's ParseUUIDPipe, ParseIntPipe… say when no exceptionFactory gives our words. */
const NEST_PIPE_MESSAGE = /^Validation failed \(/;

/** What a client is told for a 4xx whose cause is a parser's error, by status when nothing finer is known. */
const STATUS_MESSAGES: Record<number, string> = {
  400: HTTP_ERROR_MESSAGES.badRequest,
  404: HTTP_ERROR_MESSAGES.notFound,
  413: HTTP_ERROR_MESSAGES.bodyTooLarge,
  415: HTTP_ERROR_MESSAGES.unsupportedMediaType,
};

/** Our words for a parser's (or the router's) error, or undefined when the cause is our own code's. */
function parserMessage(status: number, cause: unknown): string | undefined {
  if (cause === undefined || cause === null) return undefined;
  const error = cause as HttpErrorLike;
  if (typeof error.type === 'string' && PARSER_MESSAGES[error.type])
    return PARSER_MESSAGES[error.type];
  if (cause instanceof SyntaxError) return PARSER_MESSAGES['entity.parse.failed'];
  if (cause instanceof URIError) return MALFORMED_URL;
  if (typeof error.code === 'string') {
    // zlib's (Z_DATA_ERROR…) and brotli's (ERR__ERROR_FORMAT_…) codes: a body whose
    // Content-Encoding does not match its bytes.
    if (/^(Z_|ERR__ERROR_)/.test(error.code)) return UNDECODABLE_BODY;
    if (MULTER_MESSAGES[error.code]) return MULTER_MESSAGES[error.code];
  }
  // busboy's errors have no code: a truncated or malformed multipart body.
  if (cause instanceof Error && status === HttpStatus.BAD_REQUEST) return MALFORMED_FORM;
  return STATUS_MESSAGES[status] ?? HTTP_ERROR_MESSAGES.badRequest;
}

/** Every error leaves as `{ success: false, error }`; stack traces and internals stay in the log. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<RequestWithId>();
    const response = http.getResponse<Response>();
    const { status, message } = this.describe(exception, request);
    const reason = status < 500 ? reasonOf(exception) : undefined;
    const details = reason ? detailsOf(exception) : undefined;
    // A busy answer is the API working as meant under load, not a fault to investigate.
    if (status >= 500 && !(exception instanceof ServiceBusyError)) {
      // The request's id ties this to its line in the request log.
      this.logger.error({
        reqId: request.id,
        method: request.method,
        url: request.originalUrl,
        err: exception instanceof Error ? exception : String(exception),
      });
    }
    if (exception instanceof TooManyRequestsError || exception instanceof ServiceBusyError) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    response
      .status(status)
      .setHeader('Cache-Control', 'no-store')
      .json(
        reason
          ? { success: false, error: message, reason, ...(details && { details }) }
          : { success: false, error: message },
      );
  }

  private describe(
    exception: unknown,
    request: RequestWithId,
  ): { status: number; message: string } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (exception instanceof ServiceBusyError) return { status, message: exception.message };
      if (status >= 500) return { status, message: INTERNAL_ERROR };
      // Our own code throws without a cause; Nest's Express adapter and multer interceptor wrap a parser's error.
      const rewritten = parserMessage(status, exception.cause);
      if (rewritten !== undefined) return { status, message: rewritten };
      // The router's "Cannot GET /api/…" would echo the path back.
      if (
        status === HttpStatus.NOT_FOUND &&
        exception.message === `Cannot ${request.method} ${request.originalUrl}`
      )
        return { status, message: NOT_FOUND };
      // Nest's built-in pipes' own words ("Validation failed (uuid v 4 is expected)"), for a pipe
      // used without an exceptionFactory: every pipe of ours names its parameter in our words.
      if (NEST_PIPE_MESSAGE.test(exception.message))
        return { status, message: HTTP_ERROR_MESSAGES.badRequest };
      return { status, message: messageOf(exception.getResponse()) ?? exception.message };
    }
    const httpError = (exception ?? {}) as HttpErrorLike;
    const status = Number(httpError.status ?? httpError.statusCode);
    if (Number.isInteger(status) && status >= 400 && status < 500) {
      return {
        status,
        message: parserMessage(status, exception) ?? HTTP_ERROR_MESSAGES.badRequest,
      };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: INTERNAL_ERROR };
  }
}

/**
 * A machine-readable word a client can act on (`step-up-required`), when our own code gave one:
 * `new ForbiddenException({ message, reason })`.
 */
function reasonOf(exception: unknown): string | undefined {
  if (!(exception instanceof HttpException)) return undefined;
  const body = exception.getResponse();
  const reason =
    body && typeof body === 'object' ? (body as { reason?: unknown }).reason : undefined;
  return typeof reason === 'string' ? reason : undefined;
}

/**
 * What a client needs beside a `reason` to say it in its own words (an expired investor's end
 * date): `new ForbiddenException({ message, reason, details })`, strings only.
 */
function detailsOf(exception: unknown): Record<string, string> | undefined {
  if (!(exception instanceof HttpException)) return undefined;
  const body = exception.getResponse();
  const details =
    body && typeof body === 'object' ? (body as { details?: unknown }).details : undefined;
  if (!details || typeof details !== 'object') return undefined;
  const entries = Object.entries(details).filter(([, value]) => typeof value === 'string');
  return entries.length > 0 ? (Object.fromEntries(entries) as Record<string, string>) : undefined;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body;
  if (body && typeof body === 'object') {
    const candidate =
      (body as { message?: unknown; error?: unknown }).message ??
      (body as { error?: unknown }).error;
    if (Array.isArray(candidate)) return candidate.map(String).join('; ');
    if (typeof candidate === 'string') return candidate;
  }
  return undefined;
}
