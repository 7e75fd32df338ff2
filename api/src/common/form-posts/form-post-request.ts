import type { IncomingHttpHeaders } from 'node:http';
import type { FormPostForm } from '@gloh/contract/form-posts';

/** The request as both HTTP adapters (Fastify's and Express's) present it. */
export interface FormPostRequest {
  headers: IncomingHttpHeaders;
  body?: unknown;
}

/** Which form a posted body comes from; undefined: none that is answered with a page. */
export type FormOfRequest = (body: unknown) => FormPostForm | undefined;

const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * A browser's own form submission (no script): a form body, and a navigation that accepts HTML.
 * The site's scripts send JSON, or FormData with Accept: application/json, and get JSON back.
 */
export function isFormPost(req: FormPostRequest): boolean {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (!FORM_CONTENT_TYPES.includes(type)) return false;
  const accept = String(req.headers.accept ?? '').toLowerCase();
  return accept.includes('text/html');
}
