import { createHash, timingSafeEqual } from 'node:crypto';
import { REQUEST_ID_HEADER } from '@gloh/contract/request-id';
import { HTTP_ERROR_MESSAGES } from '@gloh/contract/messages';
import { PROXY_SECRET_HEADER } from '@gloh/contract/trust-proxy';
import type { NextFunction, Request, Response } from 'express';
import type { ConnectionCap } from '@gloh/connection-cap/connection-cap';

/** What only the proxy may say of a request: who sent it, how, to which host, under which id. */
const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'forwarded',
  REQUEST_ID_HEADER,
];

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Believes the forwarding headers of a request only when it carries the proxy's secret and comes
 * from an address the proxy may have (TRUST_PROXY); every other request is taken as its peer's
 * own, whatever it claims. A connection that proved itself is no longer counted against its
 * address; one that is past its address's cap and did not is answered 429 and closed. The
 * secret never goes further than this (logs, handlers).
 */
export function requireProxySecret(
  secret: string,
  mayBeProxy: (address: string) => boolean,
  cap: ConnectionCap,
) {
  const expected = digest(secret);
  return function proxySecret(req: Request, res: Response, next: NextFunction): void {
    const presented = req.headers[PROXY_SECRET_HEADER];
    delete req.headers[PROXY_SECRET_HEADER];
    const proven =
      typeof presented === 'string' &&
      mayBeProxy(req.socket.remoteAddress ?? '') &&
      // Compared as digests: equal lengths, and no timing that tells how much of it was right.
      timingSafeEqual(digest(presented), expected);
    if (proven) {
      cap.exempt(req.socket);
      next();
      return;
    }
    for (const name of FORWARDING_HEADERS) delete req.headers[name];
    if (cap.awaitingProof(req.socket)) {
      res.setHeader('Connection', 'close');
      res.status(429).json({ success: false, error: HTTP_ERROR_MESSAGES.tooManyConnections });
      return;
    }
    next();
  };
}
