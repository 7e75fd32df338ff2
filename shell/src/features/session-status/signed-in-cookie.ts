import { holdsSignedInCookie, SIGNED_IN_COOKIE } from '@gloh/contract/signed-in-cookie';

/** Whether this browser holds the API's readable "signed in" cookie (set and cleared with the session). */
export function hasSignedInCookie(cookies = document.cookie): boolean {
  return holdsSignedInCookie(cookies);
}

/** The session it stood for has ended (expired or revoked): forget it, so no more checks are made. */
export function forgetSignedInCookie(): void {
  document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
