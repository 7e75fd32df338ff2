import { applyDecorators, UseFilters, UseInterceptors } from '@nestjs/common';
import type { FormPostForm } from '@gloh/contract/form-posts';
import { FormPostExceptionFilter } from './form-post-exception.filter.js';
import { FormPostInterceptor } from './form-post.interceptor.js';
import type { FormOfRequest } from './form-post-request.js';

/**
 * The route also takes the site's HTML form posts (urlencoded or multipart, made by a browser
 * without the page's scripts) and answers them with a 303 to the form's page and a result key
 * (see @gloh/contract/form-posts). The same guards, pipes and handler run as for JSON.
 * @param form the form, or how to tell it from the body (one route, several forms)
 */
export function FormPost(form: FormPostForm | FormOfRequest): MethodDecorator {
  const formOf: FormOfRequest = typeof form === 'function' ? form : () => form;
  return applyDecorators(
    UseInterceptors(new FormPostInterceptor(formOf)),
    UseFilters(new FormPostExceptionFilter(formOf)),
  );
}
