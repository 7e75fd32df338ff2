import type { Request, Response } from 'express';
import { DEVICE_COOKIE, DEVICE_COOKIE_LIFETIME_SECONDS } from './auth.constants.js';
import { readCookie, sessionCookieOptions } from './session-cookie.js';

/**
 * One name over HTTP and HTTPS: a cookie planted by someone else would have to hold a token of the
 * very account being logged in to, which only that account's own logins hand out.
 */
export function readDeviceToken(req: Request): string | undefined {
  return readCookie(req, DEVICE_COOKIE);
}

/** HttpOnly, with the session cookie's flags, for half a year. */
export function setDeviceCookie(
  req: Request,
  res: Response,
  token: string,
  production: boolean,
): void {
  res.cookie(DEVICE_COOKIE, token, {
    ...sessionCookieOptions(req, production),
    maxAge: DEVICE_COOKIE_LIFETIME_SECONDS * 1000,
  });
}
