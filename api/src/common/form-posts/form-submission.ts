import { applyDecorators } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { FormPostForm } from '@gloh/contract/form-posts';
import { PostOk } from '../http/post-ok.js';
import { FormPost } from './form-post.decorator.js';

/**
 * The POST a site form sends (JSON from its scripts, or the plain HTML post: see FormPost),
 * answered 200, with its summary for the API docs; `limits` are the route's rate limits.
 */
export const FormSubmission = (form: FormPostForm, summary: string, ...limits: MethodDecorator[]) =>
  applyDecorators(PostOk(), ...limits, FormPost(form), ApiOperation({ summary }));
