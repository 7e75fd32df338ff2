import type { Request } from 'express';

/** req.ip honours X-Forwarded-For only as far as the "trust proxy" setting allows. */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
