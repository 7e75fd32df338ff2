import type { IncomingMessage } from 'node:http';
import request, { type Response } from 'supertest';
import { SESSION_COOKIE } from '../../src/auth/auth.constants.js';
import { TEST_ORIGIN, type TestApp } from './test-app.js';

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

/**
 * One test per hostile body sent to an app: each refused with a 400 in the API's words, and
 * nothing stored.
 */
export function itRefusesEachAndStoresNothing(
  t: TestApp,
  hostile: [string, unknown][],
  send: (t: TestApp, body: unknown) => PromiseLike<Response>,
  stored: (t: TestApp) => Promise<unknown[]>,
): void {
  it.each(hostile)('refuses %s with a 400 and stores nothing', async (_name, body) => {
    const res = await send(t, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: expect.any(String) });
    expect(await stored(t)).toEqual([]);
  });
}

/**
 * A beacon as navigator.sendBeacon(url, string) posts it from the site's page: JSON text (or the
 * string given) as text/plain.
 */
export function sendBeacon(
  t: TestApp,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return request(t.http)
    .post(path)
    .set('Origin', TEST_ORIGIN)
    .set(headers)
    .set('Content-Type', 'text/plain;charset=UTF-8')
    .send(typeof body === 'string' ? body : JSON.stringify(body));
}
