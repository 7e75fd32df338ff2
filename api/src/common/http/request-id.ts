import { randomUUID } from 'node:crypto';
import { acceptedRequestId, REQUEST_ID_HEADER } from '@gloh/contract/request-id';
import type { NextFunction, Request, Response } from 'express';

/**
 * Gives each request its id before anything logs it: the one the shell's server sent (the API
 * believes it only from a proxy it trusts, by TRUST_PROXY, as it does X-Forwarded-For), else a new
 * one. The request log (pino-http takes `req.id`) and the exception filter write it on every line
 * of the request, and the response carries it for a visitor to quote.
 * @param isTrustedProxy Express's compiled "trust proxy" for the peer's address
 */
export function assignRequestId(isTrustedProxy: (address: string) => boolean) {
  return function requestId(req: Request, res: Response, next: NextFunction): void {
    const fromProxy = isTrustedProxy(req.socket.remoteAddress ?? '')
      ? acceptedRequestId(req.headers[REQUEST_ID_HEADER])
      : undefined;
    const id = fromProxy ?? randomUUID();
    (req as Request & { id: string }).id = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    next();
  };
}
