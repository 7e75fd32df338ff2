// What one client can hold of the API's server: requests that never finish are closed after the
// configured timeouts, an idle keep-alive connection after its idle time, and one address cannot keep more than its share of connections open,
// except the trusted proxy in front of the API, which carries every visitor.
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { DEFAULT_MAX_CONNECTIONS_PER_ADDRESS } from '../src/config/env.validation.js';
import { createTestApp, type TestApp } from './support/test-app.js';

const HEADERS_TIMEOUT_MS = 400;
const REQUEST_TIMEOUT_MS = 1200;
const KEEP_ALIVE_TIMEOUT_MS = 1000;
/** What Node adds to keepAliveTimeout before it closes an idle socket (clients follow the hint). */
const NODE_KEEP_ALIVE_BUFFER_MS = 1000;
/** Room for the server's timeout check and a loaded machine. */
const SLACK_MS = 3000;
/** A loopback address other than the trusted proxy's (Linux routes all of 127.0.0.0/8 here). */
const VISITOR = '127.0.0.2';
const PROXY = '127.0.0.1';

interface Outcome {
  /** The first line the server answered, if any. */
  statusLine?: string;
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfterMs: number;
}

/** Opens a connection from `localAddress`, writes `chunks`, and waits for the server to close it. */
function sendAndWait(port: number, localAddress: string, ...chunks: string[]): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answer = '';
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => {
      for (const chunk of chunks) socket.write(chunk);
    });
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () =>
      resolve({
        statusLine: answer ? answer.split('\r\n')[0] : undefined,
        closedAfterMs: performance.now() - started,
      }),
    );
  });
}

function openConnection(port: number, localAddress: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress }, () => resolve(socket));
    socket.on('error', reject);
  });
}

/** A request on an open connection: its status line, or undefined when the server hangs up. */
function requestOn(socket: Socket): Promise<string | undefined> {
  return new Promise((resolve) => {
    socket.once('data', (data) => resolve(data.toString('latin1').split('\r\n')[0]));
    socket.once('close', () => resolve(undefined));
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
  });
}

describe('connection limits', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
      MAX_CONNECTIONS_PER_ADDRESS: String(DEFAULT_MAX_CONNECTIONS_PER_ADDRESS),
      TRUST_PROXY: PROXY,
    });
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes a request whose headers never finish after HEADERS_TIMEOUT_MS', async () => {
    const outcome = await sendAndWait(port, VISITOR, 'GET /api/health HTTP/1.1\r\nHost: loc');
    expect(outcome.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    expect(outcome.closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
  });

  it('closes a request whose body never finishes after REQUEST_TIMEOUT_MS', async () => {
    const outcome = await sendAndWait(
      port,
      VISITOR,
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"name":"Slow',
    );
    expect(outcome.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(outcome.closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
  });

  it('closes an idle keep-alive connection after KEEP_ALIVE_TIMEOUT_MS, and says so', async () => {
    const socket = await openConnection(port, VISITOR);
    const closed = new Promise<number>((resolve) =>
      socket.once('close', () => resolve(performance.now())),
    );
    const answer = await new Promise<string>((resolve) => {
      socket.once('data', (data) => resolve(data.toString('latin1')));
      socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    });
    const answered = performance.now();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/\r\nKeep-Alive: timeout=1\r\n/i);
    const idleMs = (await closed) - answered;
    expect(idleMs).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS - 50);
    expect(idleMs).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS + NODE_KEEP_ALIVE_BUFFER_MS + SLACK_MS);
  });

  it('refuses one address its connection beyond the cap, and takes it again once one closes', async () => {
    const sockets = await Promise.all(
      Array.from({ length: DEFAULT_MAX_CONNECTIONS_PER_ADDRESS }, () =>
        openConnection(port, VISITOR),
      ),
    );
    try {
      expect(await requestOn(sockets.at(-1)!)).toBe('HTTP/1.1 200 OK');
      const refused = await openConnection(port, VISITOR);
      expect(await requestOn(refused)).toBeUndefined();
      // Another address is not affected.
      const other = await openConnection(port, '127.0.0.3');
      expect(await requestOn(other)).toBe('HTTP/1.1 200 OK');
      other.destroy();
      // Once one of the address's connections has closed, it may open another.
      await new Promise<void>((resolve) => {
        sockets
          .pop()!
          .once('close', () => resolve())
          .destroy();
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await openConnection(port, VISITOR);
      expect(await requestOn(again)).toBe('HTTP/1.1 200 OK');
      again.destroy();
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  it('does not cap the trusted proxy', async () => {
    const sockets = await Promise.all(
      Array.from({ length: DEFAULT_MAX_CONNECTIONS_PER_ADDRESS + 1 }, () =>
        openConnection(port, PROXY),
      ),
    );
    try {
      expect(await requestOn(sockets.at(-1)!)).toBe('HTTP/1.1 200 OK');
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });
});
