// Which pages' documents tell search engines not to index them, in the response's X-Robots-Tag as
// in their head's robots meta: crawlers may fetch every page (robots.txt), so this is what keeps
// the ones not meant for search out of results.
import { formResultQuery } from '@gloh/contract/form-posts';
import type { SitePage } from '@gloh/contract/site-pages';
import { isIndexedSitePath } from '@gloh/contract/site-paths';

export const NOINDEX_HEADERS: Readonly<Record<string, string>> = { 'X-Robots-Tag': 'noindex' };

/**
 * Whether a document is for search: a page that exists under these flags and is declared indexed,
 * and not a form post's result (the page with `?sent=…`, an outcome rather than the page itself).
 * Not the not-found page, whose head says noindex too. The staff console has headers of its own.
 * @param url the request's path and query
 */
export function isDocumentForSearch(
  url: string,
  pages: readonly SitePage[],
  flags: Readonly<Record<string, boolean>>,
): boolean {
  const { pathname, search } = new URL(url, 'http://localhost');
  return isIndexedSitePath(pathname, pages, flags) && formResultQuery(search) === '';
}
