import type { CookieOptions, Request } from 'express';
import { readCookie } from '../common/http/cookies.js';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './auth.constants.js';

/**
 * The session cookie's name for this request. req.secure follows X-Forwarded-Proto only as far as the
 * app's "trust proxy" setting allows, so a client cannot claim HTTPS over plain HTTP.
 */
export function sessionCookieName(req: Request): string {
  return req.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** Over HTTPS only the __Host- cookie counts: a plain-named one may have been set by someone else. */
export function readSessionToken(req: Request): string | undefined {
  return readCookie(req, sessionCookieName(req));
}

/** Secure over HTTPS, and always in production (where a session must never travel in clear). */
export function sessionCookieOptions(req: Request, production: boolean): CookieOptions {
  // Path=/ and no Domain, as __Host- requires.
  return { httpOnly: true, sameSite: 'lax', secure: req.secure || production, path: '/' };
}
