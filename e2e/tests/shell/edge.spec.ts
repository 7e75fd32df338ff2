import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { API_MESSAGES, HTTP_ERROR_MESSAGES } from '@gloh/contract/messages';
import {
  BURST_API_PORT,
  E2E_PORTS,
  PRIVATE_STACKS,
  SITE_URL,
  privateApiEnv,
  startApiServer,
  startShellServer,
  stopProcess,
} from '../../support/stack';

/**
 * The site's origin as an attacker meets it: requests that the shell's server must pass to the
 * API untouched, and clients that try to hold its connections. Raw HTTP, no browser.
 */

const API_URL = `http://127.0.0.1:${E2E_PORTS.api}`;
const SHELL_URL = `http://127.0.0.1:${E2E_PORTS.shell}`;
const ANALYTICS_PATH = '/api/analytics/events';
const EVENT = JSON.stringify({ kind: 'view', path: '/', viewport: 'desktop' });

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** How much of a body is written at a time, so writing stops once an answer has come. */
const BODY_CHUNK_BYTES = 64 * 1024;

/**
 * One request on a connection of its own, as curl sends it (waiting for 100 Continue when it
 * asks). The body goes in chunks until an answer comes: a server may answer (413) before it has
 * read the whole body and close, and that answer is what counts.
 */
function send(
  origin: string,
  pathname: string,
  {
    headers = {},
    body,
    localAddress,
  }: { headers?: Record<string, string>; body?: Buffer | string; localAddress?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(`${origin}${pathname}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Origin: SITE_URL, ...headers },
      agent: false,
      localAddress,
    });
    request.on('response', (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text });
        request.destroy();
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (body === undefined) {
      request.end();
      return;
    }
    const bytes = Buffer.from(body);
    async function writeBody() {
      for (let offset = 0; offset < bytes.length && !answered; offset += BODY_CHUNK_BYTES) {
        const chunk = bytes.subarray(offset, offset + BODY_CHUNK_BYTES);
        if (!request.write(chunk)) await new Promise((drained) => request.once('drain', drained));
      }
      if (!answered) request.end();
    }
    if (headers.Expect) request.on('continue', () => void writeBody());
    else void writeBody();
  });
}

/** The status and body of the same request sent straight to the API and through the shell. */
async function sameThroughShell(
  pathname: string,
  options: { headers?: Record<string, string>; body?: Buffer | string },
) {
  const [direct, throughShell] = await Promise.all(
    [API_URL, SHELL_URL].map(async (origin) => {
      const { status, body } = await send(origin, pathname, options);
      return { status, body };
    }),
  );
  return [direct!, throughShell!] as const;
}

test.describe('request bodies pass the shell untouched', () => {
  const encodings: Record<string, (input: string) => Buffer> = {
    gzip: (input) => gzipSync(input),
    deflate: (input) => deflateSync(input),
    br: (input) => brotliCompressSync(input),
  };
  for (const [encoding, compress] of Object.entries(encodings)) {
    test(`a ${encoding} body gets the API's own answer, valid or not`, async () => {
      for (const body of [compress(EVENT), compress('{"kind":'), Buffer.from('not compressed')]) {
        const [direct, throughShell] = await sameThroughShell(ANALYTICS_PATH, {
          headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
          body,
        });
        expect(direct.status).toBeLessThan(500);
        expect(throughShell).toEqual(direct);
      }
    });
  }

  test("a 5 MB body gets the API's 413 and its message, JSON or text, with or without Expect", async () => {
    const body = Buffer.alloc(5 * 1024 * 1024, 'a');
    for (const type of ['application/json', 'text/plain']) {
      for (const expect100 of [{}, { Expect: '100-continue' }] as Record<string, string>[]) {
        const [direct, throughShell] = await sameThroughShell(ANALYTICS_PATH, {
          headers: { 'Content-Type': type, ...expect100 },
          body,
        });
        expect(direct.status, type).toBe(413);
        expect(throughShell, `${type} ${JSON.stringify(expect100)}`).toEqual(direct);
        expect(JSON.parse(throughShell.body)).toEqual({
          success: false,
          error: HTTP_ERROR_MESSAGES.bodyTooLarge,
        });
      }
    }
  });
});

/** Opens a connection that sends `head` (and part of a body) and never finishes its request. */
function holdOpen(port: number, head: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

/** What the server sends on a held connection until it closes it (or `withinMs` passes). */
function untilClosed(socket: net.Socket, withinMs: number): Promise<string | 'still open'> {
  return new Promise((resolve) => {
    let received = '';
    const timer = setTimeout(() => resolve('still open'), withinMs);
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

const UNFINISHED_BODY =
  'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
  'Content-Length: 1000\r\n\r\n{"name":';
const UNFINISHED_HEADERS = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ';

test.describe('a client cannot hold the edge', () => {
  // The request timeout leaves the cap's test seconds between holding its four connections and
  // opening the fifth: were the held ones timed out first, the fifth would be let in.
  const LIMITS = {
    EDGE_HEADERS_TIMEOUT_MS: '500',
    EDGE_REQUEST_TIMEOUT_MS: '4000',
    EDGE_MAX_CONNECTIONS_PER_ADDRESS: '4',
  };
  const { edge, edgeBehindProxy } = PRIVATE_STACKS;
  const shells: ChildProcess[] = [];
  test.beforeAll(async () => {
    // One at a time, so afterAll stops the first even when the second does not start.
    shells.push(await startShellServer(edge, LIMITS));
    // Behind a load balancer: each request carries its visitor's address.
    shells.push(await startShellServer(edgeBehindProxy, { ...LIMITS, TRUST_PROXY: 'loopback' }));
  });
  test.afterAll(async () => {
    await Promise.all(shells.map(stopProcess));
  });

  test('a body that never finishes gets a 408 and loses its connection', async () => {
    const socket = await holdOpen(edge.shell, UNFINISHED_BODY);
    expect(await untilClosed(socket, 10_000)).toMatch(/^HTTP\/1\.1 408 /);
  });

  test('headers that never finish lose their connection', async () => {
    const socket = await holdOpen(edge.shell, UNFINISHED_HEADERS);
    expect(await untilClosed(socket, 5_000)).not.toBe('still open');
  });

  test('an address holds only so many connections; others, and itself later, are served', async () => {
    const held = await Promise.all(
      Array.from({ length: 4 }, () => holdOpen(edge.shell, UNFINISHED_BODY)),
    );
    const refused = await holdOpen(edge.shell, '');
    expect(await untilClosed(refused, 5_000)).toMatch(/^HTTP\/1\.1 429 [\s\S]*Retry-After: 1/);
    held.forEach((socket) => socket.destroy());
    await expect
      .poll(async () => (await send(`http://127.0.0.1:${edge.shell}`, '/api/health')).status)
      .toBe(200);
  });

  test("behind a trusted proxy, the cap is per visitor's address", async () => {
    const site = `http://127.0.0.1:${edgeBehindProxy.shell}`;
    const from = (address: string) =>
      `${UNFINISHED_BODY.replace('\r\n\r\n', `\r\nX-Forwarded-For: ${address}\r\n\r\n`)}`;
    const held = await Promise.all(
      Array.from({ length: 4 }, () => holdOpen(edgeBehindProxy.shell, from('198.51.100.1'))),
    );
    const refused = await send(site, '/api/health', {
      headers: { 'X-Forwarded-For': '198.51.100.1' },
    });
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({
      success: false,
      error: HTTP_ERROR_MESSAGES.tooManyConnections,
    });
    const other = await send(site, '/api/health', {
      headers: { 'X-Forwarded-For': '198.51.100.2' },
    });
    expect(other.status).toBe(200);
    held.forEach((socket) => socket.destroy());
  });
});

test.describe('a burst of wrong logins holds no other visitor', () => {
  const ATTACKERS = Array.from({ length: 12 }, (_, i) => `198.51.100.${i + 100}`);
  /** 144 in all: more than the 128 connections of the proxy's default pool. */
  const LOGINS_PER_ADDRESS = 12;
  /**
   * How long the API holds back each failure, from the first: long beside any pause of a busy
   * machine, so a visitor answered after a delayed failure means the API really held them.
   */
  const FAILURE_DELAY_MS = 15_000;
  /** Time for the whole burst to reach the API, well within the delay of its answers. */
  const BURST_IN_FLIGHT_MS = 1_000;
  const { edgeBehindProxy } = PRIVATE_STACKS;
  const apiOrigin = `http://127.0.0.1:${BURST_API_PORT}`;
  let api: ChildProcess | undefined;
  let shell: ChildProcess | undefined;
  test.beforeAll(async () => {
    // Starting an API on a fresh database takes a while on a busy machine.
    test.setTimeout(240_000);
    // An API of its own: the suite's other tests would share its line of work, and the shared
    // API's settings must not hold every failure this long.
    api = await startApiServer(
      privateApiEnv(BURST_API_PORT, `http://localhost:${edgeBehindProxy.shell}`, {
        // send() speaks as the suite's site.
        ALLOWED_ORIGINS: SITE_URL,
        LOGIN_DELAY_AFTER_FAILURES: '0',
        LOGIN_DELAY_BASE_MS: String(FAILURE_DELAY_MS),
        LOGIN_DELAY_MAX_MS: String(FAILURE_DELAY_MS),
      }),
    );
    shell = await startShellServer(edgeBehindProxy, {
      TRUST_PROXY: 'loopback',
      API_ORIGIN: apiOrigin,
    });
  });
  test.afterAll(async () => {
    await Promise.all([shell, api].map(stopProcess));
  });

  test('each wrong login is answered 401, or at once 429/503 with Retry-After; another visitor before any 401', async () => {
    test.setTimeout(240_000);
    const site = `http://127.0.0.1:${edgeBehindProxy.shell}`;
    const wrongLogin = (address: string, n: number) =>
      send(site, '/api/auth', {
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
        body: JSON.stringify({
          action: 'login',
          email: `edge-${address}-${n}@example.com`,
          accessCode: 'WRONG-CODE-0000',
        }),
      });
    let delayedAnswered = 0;
    const burst = ATTACKERS.flatMap((address) =>
      Array.from({ length: LOGINS_PER_ADDRESS }, (_, n) =>
        wrongLogin(address, n).then((answer) => {
          if (answer.status === 401) delayedAnswered += 1;
          return answer;
        }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, BURST_IN_FLIGHT_MS));
    const visitor = { 'X-Forwarded-For': '192.0.2.80' };
    // The same call straight to the API: what the API itself takes while it works on the burst.
    // It comes from an address of its own: until the API has read their first request, the
    // shell's connections of the burst count against 127.0.0.1's connection cap, and on a busy
    // machine they can fill it.
    const [direct, throughShell] = await Promise.all(
      [
        { origin: apiOrigin, localAddress: '127.0.0.2' },
        { origin: site, localAddress: undefined },
      ].map(async ({ origin, localAddress }) => {
        const answer = await send(origin, '/api/health', { headers: visitor, localAddress });
        return { status: answer.status, burstAnsweredBefore: delayedAnswered };
      }),
    );
    const answers = await Promise.all(burst);
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => ![401, 429, 503].includes(status))).toEqual([]);
    // The API checks a few sign-ins of one address at a time and turns the rest away at once.
    expect(statuses).toContain(401);
    expect(statuses).toContain(429);
    for (const refused of answers.filter((answer) => answer.status !== 401)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(refused.body)).toEqual({
        success: false,
        error: refused.status === 429 ? API_MESSAGES.tooManyRequests : API_MESSAGES.signInBusy,
      });
    }
    expect(direct).toEqual({ status: 200, burstAnsweredBefore: 0 });
    // Waiting for an upstream connection, it would come after 17 of the burst (144 - 128 + 1).
    expect(throughShell).toEqual({ status: 200, burstAnsweredBefore: 0 });
  });
});

test("the API's answers through the shell over plain HTTP promise no HTTPS they cannot keep", async () => {
  const answer = await send(SHELL_URL, '/api/health');
  expect(answer.status).toBe(200);
  expect(answer.headers['strict-transport-security']).toBeUndefined();
  expect(answer.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
});
