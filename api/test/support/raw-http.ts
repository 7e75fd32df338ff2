import { request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from 'supertest/types.js';
import { TEST_ORIGIN } from './test-app.js';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function readResponse(res: IncomingMessage): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
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
  });
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
      (res) => readResponse(res).then(resolve, reject),
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * A JSON POST from the site's page, sent from a chosen loopback address (Linux routes all of
 * 127.0.0.0/8 to the host itself) on a connection of its own, so the client's address differs from
 * the shell's own (127.0.0.1) as the API sees it.
 */
export function postJsonFrom(
  localAddress: string,
  url: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false, // a connection per request: from its own address, and none left open
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': String(Buffer.byteLength(payload)),
          Origin: TEST_ORIGIN,
          ...headers,
        },
      },
      (res) => readResponse(res).then(resolve, reject),
    );
    req.on('error', reject);
    req.end(payload);
  });
}
