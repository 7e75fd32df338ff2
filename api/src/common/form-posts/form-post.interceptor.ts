import type { CallHandler, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { type FormOfRequest, isFormPost, type FormPostRequest } from './form-post-request.js';
import { FormPostSucceeded } from './form-post-outcome.js';

/**
 * A form post's success leaves as a redirect, which only the route's FormPostExceptionFilter
 * writes (Nest would send the handler's value with the route's status): the value is replaced
 * by FormPostSucceeded for it. The JSON answer of a script's request is untouched.
 */
export class FormPostInterceptor implements NestInterceptor {
  constructor(private readonly formOf: FormOfRequest) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<FormPostRequest>();
    if (!isFormPost(req) || !this.formOf(req.body)) return next.handle();
    return next.handle().pipe(
      map(() => {
        throw new FormPostSucceeded();
      }),
    );
  }
}
