import type { IncomingMessage } from 'node:http';
import type { Response } from 'supertest';
import { SESSION_COOKIE } from '../../src/auth/auth.constants.js';

export function setCookieHeader(res: Response, name = SESSION_COOKIE): string | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | undefined;
  return header?.find((cookie) => cookie.startsWith(`${name}=`));
}

/** "gloh_session=<token>" ready for a Cookie header. */
export function sessionCookie(res: Response): string {
  const cookie = setCookieHeader(res);
  if (!cookie)
    throw new Error(
      `No ${SESSION_COOKIE} cookie in response ${res.status}: ${JSON.stringify(res.body)}`,
    );
  return cookie.split(';')[0]!;
}

/** Collects a binary body (PDF) as a Buffer. */
export function binaryParser(
  res: Response,
  callback: (error: Error | null, body: Buffer) => void,
): void {
  const stream = res as unknown as IncomingMessage;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => callback(null, Buffer.concat(chunks)));
  stream.on('error', (error: Error) => callback(error, Buffer.alloc(0)));
}
