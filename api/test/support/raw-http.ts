import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from 'supertest/types.js';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One request sent exactly as given: the path is not normalized or re-encoded and the body's
 * bytes and headers are not touched (supertest fixes up some of both), so hostile framing reaches
 * the server as a client could send it.
 */
export function rawRequest(
  /** The app under test, or the URL of a server in front of it. */
  target: App | string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: Buffer | string,
): Promise<RawResponse> {
  const port =
    typeof target === 'string'
      ? Number(new URL(target).port)
      : ((target as Server).address() as AddressInfo).port;
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method, path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
