import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Response } from 'express';
import { INTERNAL_ERROR, TooManyRequestsError } from '../http/api-error.js';
import type { RequestWithId } from '../logging/request-log.js';

interface HttpErrorLike {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
  type?: unknown;
}

// body-parser and multer raise their own errors; their texts are fine for clients only
// when rewritten, since raw parser messages echo parts of the input.
const PARSER_MESSAGES: Record<string, string> = {
  'entity.too.large': 'Request body is too large',
  'entity.parse.failed': 'Malformed request body: could not parse JSON',
  'encoding.unsupported': 'Unsupported content encoding',
  'charset.unsupported': 'Unsupported charset',
  'request.aborted': 'Request aborted',
  'request.size.invalid': 'Request size did not match content length',
  'stream.encoding.set': 'Invalid request stream',
  'parameters.too.many': 'Too many parameters',
};

/** Every error leaves as `{ success: false, error }`; stack traces and internals stay in the log. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const { status, message } = this.describe(exception);
    if (status >= 500) {
      // The request's id ties this to its line in the request log.
      const req = host.switchToHttp().getRequest<RequestWithId>();
      this.logger.error({
        reqId: req.id,
        method: req.method,
        url: req.originalUrl,
        err: exception instanceof Error ? exception : String(exception),
      });
    }
    if (exception instanceof TooManyRequestsError) {
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    response
      .status(status)
      .setHeader('Cache-Control', 'no-store')
      .json({ success: false, error: message });
  }

  private describe(exception: unknown): { status: number; message: string } {
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status >= 500) return { status, message: INTERNAL_ERROR };
      // The Express adapter wraps parser errors; their raw text can quote the body back.
      const parserType = (exception.cause as HttpErrorLike | undefined)?.type;
      if (typeof parserType === 'string' && PARSER_MESSAGES[parserType]) {
        return { status, message: PARSER_MESSAGES[parserType] };
      }
      if (exception.cause instanceof SyntaxError)
        return { status, message: PARSER_MESSAGES['entity.parse.failed']! };
      return { status, message: messageOf(exception.getResponse()) ?? exception.message };
    }
    const httpError = (exception ?? {}) as HttpErrorLike;
    const status = Number(httpError.status ?? httpError.statusCode);
    if (Number.isInteger(status) && status >= 400 && status < 500) {
      const type = typeof httpError.type === 'string' ? httpError.type : '';
      return { status, message: PARSER_MESSAGES[type] ?? 'Bad request' };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: INTERNAL_ERROR };
  }
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
