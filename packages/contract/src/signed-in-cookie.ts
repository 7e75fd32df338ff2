/**
 * A cookie scripts may read, set and cleared with the (HttpOnly) session cookie: it says only that
 * this browser signed in, so pages ask the API for the session only when there may be one and a
 * visitor's console never shows a 401. It holds no secret; the session cookie alone is proof.
 * A module of its own because every page reads it: the login rules beside it in auth.ts are only
 * for pages with a form.
 */
export const SIGNED_IN_COOKIE = 'gloh_signed_in';

/** Whether a Cookie string (a browser's document.cookie) holds SIGNED_IN_COOKIE. */
export function holdsSignedInCookie(cookies: string): boolean {
  return cookies.split(/;\s*/).some((part) => part.startsWith(`${SIGNED_IN_COOKIE}=`));
}
