import type { FastifyRequest } from 'fastify';
import { isHttps } from '../common/http/client-address.js';
import { type CookieOptions, readCookie } from '../common/http/cookies.js';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './auth.constants.js';

/**
 * The session cookie's name for this request. The scheme follows X-Forwarded-Proto only as far as
 * TRUST_PROXY allows, so a client cannot claim HTTPS over plain HTTP.
 */
export function sessionCookieName(req: FastifyRequest): string {
  return isHttps(req) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** Over HTTPS only the __Host- cookie counts: a plain-named one may have been set by someone else. */
export function readSessionToken(req: FastifyRequest): string | undefined {
  return readCookie(req, sessionCookieName(req));
}

/** Secure over HTTPS, and always in production (where a session must never travel in clear). */
export function sessionCookieOptions(req: FastifyRequest, production: boolean): CookieOptions {
  // Path=/ and no Domain, as __Host- requires.
  return { httpOnly: true, sameSite: 'lax', secure: isHttps(req) || production, path: '/' };
}
