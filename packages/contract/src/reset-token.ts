import { formResultQuery, queryParams } from './form-posts.js';
import { SITE_LINKS } from './site-links.js';
import { normalizeSitePath } from './site-paths.js';

/** The query parameter of the mailed reset link that holds the token. */
export const RESET_TOKEN_PARAM = 'token';

/** The API's reset tokens: 32 random bytes in base64url, so 43 characters and no padding. */
const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const RESET_PAGE = SITE_LINKS.resetPassword;

export function looksLikeResetToken(value: string): boolean {
  return RESET_TOKEN_PATTERN.test(value);
}

/**
 * The reset token of a reset page's query, or null when it has none that could be one (which the
 * page shows as a missing token). Read as written: a token needs no decoding.
 */
export function resetTokenOf(search: string): string | null {
  const token = queryParams(search).get(RESET_TOKEN_PARAM);
  return token !== undefined && looksLikeResetToken(token) ? token : null;
}

/**
 * The query a server renders a page with: its form result keys (formResultQuery), and on the
 * reset page its token. A page with a token is personal: never cached, never stored.
 */
export function serverRenderQuery(
  pathname: string,
  search: string,
): { search: string; personal: boolean } {
  const results = formResultQuery(search);
  const token = normalizeSitePath(pathname) === RESET_PAGE ? resetTokenOf(search) : null;
  if (token === null) return { search: results, personal: false };
  const tokenParam = `${RESET_TOKEN_PARAM}=${token}`;
  return { search: results ? `${results}&${tokenParam}` : `?${tokenParam}`, personal: true };
}
