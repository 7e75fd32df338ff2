// The cap on real sockets: a plain net server, the HTTP servers' wiring aside.
import assert from 'node:assert/strict';
import net, { type AddressInfo } from 'node:net';
import { capConnections, type ConnectionCapOptions, PROOF_WAIT_MS } from './connection-cap.js';

const MAX = 2;
/** Loopback addresses other than 127.0.0.1 (Linux routes all of 127.0.0.0/8 here). */
const VISITOR = '127.0.0.2';
const OTHER = '127.0.0.3';

/** A server under the cap that keeps every connection it accepts open. */
async function cappedServer(options: Partial<ConnectionCapOptions>) {
  const server = net.createServer(() => {});
  const cap = capConnections(server, { maxPerAddress: MAX, ...options });
  const accepted: net.Socket[] = [];
  server.on('connection', (socket) => accepted.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const clients: net.Socket[] = [];
  return {
    cap,
    accepted,
    connect(localAddress: string) {
      return new Promise<net.Socket>((resolve, reject) => {
        const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () =>
          resolve(socket),
        );
        socket.on('error', reject);
        clients.push(socket);
      });
    },
    async close() {
      for (const socket of [...clients, ...accepted]) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Runs `body` against a server under the cap, closed afterwards whatever happened. */
async function withCappedServer(
  options: Partial<ConnectionCapOptions>,
  body: (server: Awaited<ReturnType<typeof cappedServer>>) => Promise<void>,
): Promise<void> {
  const server = await cappedServer(options);
  try {
    await body(server);
  } finally {
    await server.close();
  }
}

/** What the server sent until it closed the connection, or 'still open' after `withinMs`. */
function untilClosed(socket: net.Socket, withinMs = 5000): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    const timer = setTimeout(() => resolve('still open'), withinMs);
    socket.on('data', (chunk: Buffer) => (received += chunk));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
  });
}

test('an address past its cap is answered 429 with the given words, or closed unanswered', async () => {
  for (const refusalMessage of ['Too many connections.', undefined]) {
    await withCappedServer({ refusalMessage }, async (server) => {
      for (let n = 0; n < MAX; n += 1) await server.connect(VISITOR);
      const answer = await untilClosed(await server.connect(VISITOR));
      if (refusalMessage) {
        assert.match(answer, /^HTTP\/1\.1 429 Too Many Requests\r\n[\s\S]*Retry-After: 1\r\n/);
        assert.match(answer, /\r\n\r\nToo many connections\.\n$/);
      } else assert.equal(answer, '');
      // Another address is not affected.
      assert.equal(await untilClosed(await server.connect(OTHER), 300), 'still open');
    });
  }
});

test('a closed connection frees its place; a trusted proxy is never counted', async () => {
  await withCappedServer({}, async (server) => {
    const first = await server.connect(VISITOR);
    await server.connect(VISITOR);
    const closed = new Promise((resolve) => server.accepted[0]!.once('close', resolve));
    first.destroy();
    await closed;
    assert.equal(await untilClosed(await server.connect(VISITOR), 300), 'still open');
  });
  await withCappedServer({ isTrustedProxy: (address) => address === VISITOR }, async (server) => {
    for (let n = 0; n < MAX; n += 1) await server.connect(VISITOR);
    assert.equal(await untilClosed(await server.connect(VISITOR), 300), 'still open');
  });
});

test('past the cap, a possible proxy has PROOF_WAIT_MS to prove itself, and then no longer counts', async () => {
  await withCappedServer({ mayBeProxy: (address) => address === VISITOR }, async (server) => {
    for (let n = 0; n < MAX; n += 1) await server.connect(VISITOR);
    const proving = await server.connect(VISITOR);
    const silent = await server.connect(VISITOR);
    const [, , provingSide, silentSide] = server.accepted;
    assert.equal(server.cap.awaitingProof(provingSide!), true);
    server.cap.exempt(provingSide!);
    assert.equal(server.cap.awaitingProof(provingSide!), false);
    const started = performance.now();
    assert.equal(await untilClosed(silent, PROOF_WAIT_MS + 3000), '');
    assert.ok(performance.now() - started >= PROOF_WAIT_MS - 100);
    assert.equal(server.cap.awaitingProof(silentSide!), true);
    assert.equal(proving.destroyed, false);
    // A counted connection that proves itself frees its place for another.
    server.cap.exempt(server.accepted[0]!);
    assert.equal(server.cap.awaitingProof(server.accepted[0]!), false);
    const next = await server.connect(VISITOR);
    assert.equal(await untilClosed(next, 300), 'still open');
    assert.equal(server.cap.awaitingProof(server.accepted.at(-1)!), false);
  });
});

test("requests a trusted proxy forwards count by the client's address key, until they end", async () => {
  await withCappedServer({}, async ({ cap }) => {
    const ends = [cap.openRequest('2001:db8:0:1::7'), cap.openRequest('2001:db8:0:1::8')];
    assert.ok(ends.every(Boolean));
    // The same /64 is the same subscriber; another address is not affected.
    assert.equal(cap.openRequest('2001:db8:0:1:ffff::1'), undefined);
    assert.ok(cap.openRequest('2001:db8:0:2::7'));
    ends[0]!();
    ends[0]!(); // ending one twice frees one place only
    assert.ok(cap.openRequest('2001:db8:0:1::9'));
    assert.equal(cap.openRequest('2001:db8:0:1::9'), undefined);
  });
});
