import { applyDecorators, HttpCode, HttpStatus, Post } from '@nestjs/common';

/** A POST route that answers 200 rather than Nest's 201: it acts, it creates no resource at a URL. */
export const PostOk = (path?: string) => applyDecorators(Post(path), HttpCode(HttpStatus.OK));
