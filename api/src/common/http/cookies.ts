import type { IncomingHttpHeaders } from 'node:http';
import { type CookieSerializeOptions, serialize } from 'cookie';
import type { FastifyReply } from 'fastify';

export function readCookie(
  req: { headers: IncomingHttpHeaders },
  name: string,
): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  path?: string;
  /** Lifetime in milliseconds: written as Max-Age (seconds) and Expires. */
  maxAge?: number;
}

/**
 * Appends a Set-Cookie header written as Express's res.cookie wrote it (the same `cookie`
 * serializer and attribute order: Max-Age, Path, Expires, HttpOnly, Secure, SameSite), so
 * clients and the tests that pin the header see no change from the move to Fastify.
 */
export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  options: CookieOptions,
): void {
  const { maxAge, ...rest } = options;
  const attributes: CookieSerializeOptions = { path: '/', ...rest };
  if (maxAge !== undefined) {
    attributes.expires = new Date(Date.now() + maxAge);
    attributes.maxAge = Math.floor(maxAge / 1000);
  }
  void reply.header('Set-Cookie', serialize(name, value, attributes));
}

/** Expires the cookie at once (Express's res.clearCookie: the same attributes, Expires in 1970). */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions): void {
  const { maxAge: _ignored, ...rest } = options;
  void reply.header(
    'Set-Cookie',
    serialize(name, '', { path: '/', ...rest, expires: new Date(1) }),
  );
}
