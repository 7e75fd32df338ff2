import type { CookieOptions, Request, Response } from 'express';
import { readCookie } from '../auth/session-cookie.js';
import { SECURE_STAFF_COOKIE, STAFF_COOKIE } from './staff.constants.js';

/** Over HTTPS (Express's req.secure, so only as far as TRUST_PROXY allows) only the __Host- name counts. */
export function staffCookieName(req: Request): string {
  return req.secure ? SECURE_STAFF_COOKIE : STAFF_COOKIE;
}

export function readStaffToken(req: Request): string | undefined {
  return readCookie(req, staffCookieName(req));
}

function staffCookieOptions(req: Request, production: boolean): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', secure: req.secure || production, path: '/' };
}

/** Max-Age is what is left of the session's absolute lifetime. */
export function setStaffCookie(
  req: Request,
  res: Response,
  token: string,
  maxAgeMs: number,
  production: boolean,
): void {
  res.cookie(staffCookieName(req), token, {
    ...staffCookieOptions(req, production),
    maxAge: Math.max(0, maxAgeMs),
  });
}

export function clearStaffCookie(req: Request, res: Response, production: boolean): void {
  res.clearCookie(staffCookieName(req), staffCookieOptions(req, production));
}
