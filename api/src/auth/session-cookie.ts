import type { CookieOptions, Request } from 'express';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './auth.constants.js';

/**
 * The session cookie's name for this request. The scheme follows X-Forwarded-Proto only as far as
 * TRUST_PROXY allows (Express's req.secure), so a client cannot claim HTTPS over plain HTTP.
 */
export function sessionCookieName(req: Request): string {
  return req.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * A cookie's value as cookie-parser read it. Only a string counts: cookie-parser turns a value
 * written `j:…` into parsed JSON, which no cookie of ours ever is.
 */
export function readCookie(req: Request, name: string): string | undefined {
  const value: unknown = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
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
