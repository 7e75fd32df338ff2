// The server's edge against a real upstream: request bodies pass byte for byte, whatever their
// encoding, type or size, and a client cannot hold its connections. Real sockets throughout.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { HTTP_ERROR_MESSAGES } from '@gloh/contract/messages';
import { createWebServer, EDGE_DEFAULTS } from './create-web-server.js';
import { UPSTREAM_KEEP_ALIVE_MS } from './upstream-dispatcher.js';

/** Answers with what reached it: the body's length and digest, and the headers that matter. */
const upstream = http.createServer((req, res) => {
  const hash = createHash('sha256');
  let length = 0;
  req.on('data', (chunk) => {
    hash.update(chunk);
    length += chunk.length;
  });
  req.on('end', () => {
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify({
        length,
        sha256: hash.digest('hex'),
        contentEncoding: req.headers['content-encoding'] ?? null,
        expect: req.headers.expect ?? null,
      }),
    );
  });
});

const LIMITS = {
  headersTimeoutMs: 300,
  requestTimeoutMs: 600,
  keepAliveTimeoutMs: 400,
  maxConnectionsPerAddress: 3,
};
let origin = '';
let port = 0;
let server: ReturnType<typeof createWebServer>;

beforeAll(async () => {
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  server = createWebServer({
    mounts: [
      {
        prefix: '/api/',
        target: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
        errorMessages: HTTP_ERROR_MESSAGES,
      },
    ],
    edge: LIMITS,
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  port = (server.server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server.close();
  await new Promise((resolve) => upstream.close(resolve));
});

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** One POST on its own connection; with Expect, the body waits for 100 Continue. */
function post(
  pathname: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${origin}${pathname}`, { method: 'POST', headers, agent: false });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: text }));
    });
    request.on('error', reject);
    if (headers.Expect) request.on('continue', () => request.end(body));
    else request.end(body);
  });
}

test('a compressed body reaches the upstream as sent, valid or not, with its encoding', async () => {
  for (const body of [gzipSync('{"a":1}'), Buffer.from('not gzip at all')]) {
    const answer = await post(
      '/api/x',
      { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' },
      body,
    );
    assert.equal(answer.status, 200);
    assert.deepEqual(JSON.parse(answer.body), {
      length: body.length,
      sha256: sha256(body),
      contentEncoding: 'gzip',
      expect: null,
    });
  }
});

test('a text body reaches the upstream byte for byte, at any size, Expect answered here', async () => {
  const bodies = [Buffer.from([0x7b, 0xe9, 0xff, 0xfe, 0x7d]), Buffer.alloc(3 * 1024 * 1024, 'a')];
  for (const body of bodies) {
    for (const expect100 of [{}, { Expect: '100-continue' }] as Record<string, string>[]) {
      const answer = await post('/api/x', { 'Content-Type': 'text/plain', ...expect100 }, body);
      assert.equal(answer.status, 200, answer.body);
      assert.deepEqual(JSON.parse(answer.body), {
        length: body.length,
        sha256: sha256(body),
        contentEncoding: null,
        expect: null,
      });
    }
  }
});

/** A connection that sends `head` and never finishes its request. */
function holdOpen(head: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head);
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

/**
 * What the server sends until it closes the connection, or 'still open' after `withinMs` (then
 * closed here, so a failing test does not hold the server either).
 */
function untilClosed(socket: net.Socket, withinMs: number): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    const timer = setTimeout(() => {
      resolve('still open');
      socket.destroy();
    }, withinMs);
    socket.on('data', (chunk: Buffer) => (received += chunk));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

const UNFINISHED_BODY =
  'POST /api/x HTTP/1.1\r\nHost: localhost\r\nContent-Length: 100\r\n\r\n{"a":';
const WAIT_MS = 5_000;
/** What Node adds to keepAliveTimeout before it closes an idle socket. */
const NODE_KEEP_ALIVE_BUFFER_MS = 1_000;

/** The status and JSON body of an answer written straight to the socket. */
function parseRaw(answer: string): { status: number; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  assert.match(head, /\r\nContent-Type: application\/json/i);
  return { status: Number(head.split(' ')[1]), body: JSON.parse(body) };
}

test('a body that never finishes gets a 408 in the site error shape and loses its connection', async () => {
  const socket = await holdOpen(UNFINISHED_BODY);
  assert.deepEqual(parseRaw(await untilClosed(socket, WAIT_MS)), {
    status: 408,
    body: { success: false, error: HTTP_ERROR_MESSAGES.requestTimeout },
  });
});

test("what Node's parser refuses is answered in the site error shape, not Fastify's", async () => {
  const tooLarge = `GET /api/x HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
  for (const [request, status, error] of [
    [tooLarge, 431, HTTP_ERROR_MESSAGES.headersTooLarge],
    [tooLarge.replace('/api/x', '/about'), 431, HTTP_ERROR_MESSAGES.headersTooLarge],
    ['NOT HTTP AT ALL\r\n\r\n', 400, HTTP_ERROR_MESSAGES.badRequest],
    [
      'GET /api/x HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n',
      400,
      HTTP_ERROR_MESSAGES.badRequest,
    ],
  ] as const) {
    const socket = await holdOpen(request);
    const answer = await untilClosed(socket, WAIT_MS);
    assert.deepEqual(parseRaw(answer), { status, body: { success: false, error } }, answer);
  }
});

test('headers that never finish lose their connection', async () => {
  const socket = await holdOpen('GET /api/x HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
  assert.notEqual(await untilClosed(socket, WAIT_MS), 'still open');
});

test('an idle keep-alive connection is closed after the keep-alive time, not before', async () => {
  const socket = await holdOpen('GET /api/x HTTP/1.1\r\nHost: localhost\r\n\r\n');
  const answered = await new Promise<number>((resolve) =>
    socket.once('data', () => resolve(performance.now())),
  );
  const received = await untilClosed(socket, WAIT_MS);
  const idleMs = performance.now() - answered;
  assert.notEqual(received, 'still open');
  // Node holds the socket a second past the time it tells the client (Keep-Alive: timeout=…), so
  // a client that follows that hint closes first.
  assert.ok(idleMs >= LIMITS.keepAliveTimeoutMs - 50, `closed after ${idleMs} ms`);
  assert.ok(
    idleMs < LIMITS.keepAliveTimeoutMs + NODE_KEEP_ALIVE_BUFFER_MS + 500,
    `after ${idleMs}`,
  );
});

test("a pooled upstream connection is dropped before the upstream's own idle time ends", () => {
  // The remotes' servers are this server; the API keeps its idle connections longer still.
  assert.ok(UPSTREAM_KEEP_ALIVE_MS < EDGE_DEFAULTS.keepAliveTimeoutMs);
  // A visitor's idle connection is closed within seconds, and never by the headers timeout first.
  assert.ok(EDGE_DEFAULTS.keepAliveTimeoutMs <= 10_000);
});

test('an address holds only so many connections at once', async () => {
  const held = await Promise.all(
    Array.from({ length: LIMITS.maxConnectionsPerAddress }, () => holdOpen(UNFINISHED_BODY)),
  );
  try {
    const refused = await holdOpen('');
    assert.match(await untilClosed(refused, WAIT_MS), /^HTTP\/1\.1 429 [\s\S]*Retry-After: 1/);
  } finally {
    held.forEach((socket) => socket.destroy());
  }
});
