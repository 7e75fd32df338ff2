import { type ArgumentsHost, HttpException, HttpStatus, Logger } from '@nestjs/common';
import {
  formResultLocation,
  LOGIN_SUCCESS_PAGE,
  type FormPostResult,
} from '@gloh/contract/form-posts';
import { ApiExceptionFilter } from '../filters/api-exception.filter.js';
import { type FormOfRequest, isFormPost, type FormPostRequest } from './form-post-request.js';
import { formPostError, FormPostSucceeded } from './form-post-outcome.js';

/** What both HTTP adapters' responses have (Fastify's reply, Express's response). */
interface FormPostResponse {
  status(code: number): FormPostResponse;
  header(name: string, value: string): FormPostResponse;
  send(body: string): unknown;
}

/**
 * Answers a form post with a 303 to its page, the outcome as a short key in the query (never a
 * submitted value, never the API's text), whatever refused it: the origin check, a rate limit,
 * validation or the service. Everything else is answered as every API error is.
 */
export class FormPostExceptionFilter extends ApiExceptionFilter {
  private readonly formLogger = new Logger('FormPostExceptionFilter');

  constructor(private readonly formOf: FormOfRequest) {
    super();
  }

  override catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const req = http.getRequest<FormPostRequest & { method?: string; url?: string }>();
    const form = isFormPost(req) ? this.formOf(req.body) : undefined;
    if (!form) return super.catch(exception, host);
    let location: string;
    if (exception instanceof FormPostSucceeded) {
      const result: FormPostResult = { form, outcome: 'sent' };
      location = form === 'login' ? LOGIN_SUCCESS_PAGE : formResultLocation(result);
    } else {
      const failedWithServerError =
        !(exception instanceof HttpException) ||
        exception.getStatus() >= HttpStatus.INTERNAL_SERVER_ERROR;
      if (failedWithServerError) {
        this.formLogger.error({
          method: req.method,
          url: req.url,
          err: exception instanceof Error ? exception : String(exception),
        });
      }
      location = formResultLocation({ form, outcome: 'error', error: formPostError(exception) });
    }
    const res = http.getResponse<FormPostResponse>();
    res
      .status(HttpStatus.SEE_OTHER)
      .header('Location', location)
      .header('Cache-Control', 'no-store')
      .send('');
  }
}
