import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { request } from 'undici';
import { createUpstreamDispatcher, mayRetry } from './upstream-dispatcher.js';

test('what goes to another instance: anything never sent, and reads whose connection broke', () => {
  assert.equal(mayRetry('POST', 'ECONNREFUSED', 0), true);
  assert.equal(mayRetry('POST', 'UND_ERR_CONNECT_TIMEOUT', 1), true);
  assert.equal(mayRetry('GET', 'ECONNRESET', 0), true);
  assert.equal(mayRetry('head', 'UND_ERR_SOCKET', 0), true);
  assert.equal(mayRetry('POST', 'ECONNRESET', 0), false); // it may have been read
  assert.equal(mayRetry('GET', 'UND_ERR_HEADERS_TIMEOUT', 0), false); // slow is not gone
  assert.equal(mayRetry('GET', undefined, 0), false);
  assert.equal(mayRetry('GET', 'ECONNREFUSED', 2), false); // two retries at most
});

/** Three instances of one service: the same port on three loopback addresses. */
async function startInstances() {
  const addresses = ['127.0.0.1', '127.0.0.2', '127.0.0.3'];
  const served = new Map<string, number>(addresses.map((address) => [address, 0]));
  const first = http.createServer();
  await new Promise<void>((resolve) => first.listen(0, addresses[0], resolve));
  const { port } = first.address() as AddressInfo;
  const servers = [first];
  for (const address of addresses.slice(1)) {
    const server = http.createServer();
    await new Promise<void>((resolve) => server.listen(port, address, resolve));
    servers.push(server);
  }
  for (const [index, server] of servers.entries()) {
    server.on('request', (req, res) => {
      const address = addresses[index]!;
      served.set(address, served.get(address)! + 1);
      req.resume();
      req.on('end', () => res.end(address));
    });
  }
  return { addresses, servers, served, port };
}

test('requests spread over every address of the name; a stopped instance loses none', async () => {
  const { addresses, servers, served, port } = await startInstances();
  let resolved = [...addresses];
  const upstream = createUpstreamDispatcher(
    `http://api.internal:${port}`,
    { connections: null },
    async () => resolved,
  );
  try {
    await upstream.refresh();
    assert.deepEqual(
      upstream.upstreams().sort(),
      addresses.map((address) => `http://${address}:${port}`),
    );
    const ask = async (method: 'GET' | 'POST' = 'GET') => {
      const response = await request(`http://api.internal:${port}/api/health`, {
        method,
        dispatcher: upstream.dispatcher,
        ...(method === 'POST' ? { body: '{"a":1}' } : {}),
      });
      await response.body.text();
      return response.statusCode;
    };
    const statuses = await Promise.all(Array.from({ length: 300 }, () => ask()));
    assert.ok(statuses.every((status) => status === 200));
    for (const address of addresses) {
      assert.ok(served.get(address)! >= 60, `${address} answered ${served.get(address)} of 300`);
    }

    // One instance stops as a stopped container does (answers what it is answering, closes its
    // idle connections and listens no more) while reads keep coming; DNS drops it a moment later.
    const during = Array.from({ length: 300 }, async (_, index) => {
      if (index === 100) {
        servers[1]!.close();
        setTimeout(() => {
          resolved = [addresses[0]!, addresses[2]!];
        }, 200);
      }
      await new Promise((resolve) => setTimeout(resolve, index * 2));
      return ask();
    });
    const afterStop = await Promise.all(during);
    assert.deepEqual(
      afterStop.filter((status) => status !== 200),
      [],
    );
    await upstream.refresh();
    assert.equal(upstream.upstreams().length, 2);
    // While DNS still names the stopped instance, a write sent its way cannot connect, so it goes
    // to another instance: nothing of it was sent.
    resolved = [...addresses];
    await upstream.refresh();
    const posts = await Promise.all(Array.from({ length: 9 }, () => ask('POST')));
    assert.deepEqual(posts, Array(9).fill(200));
  } finally {
    await upstream.close();
    for (const server of servers) {
      server.closeAllConnections();
      server.close();
    }
  }
});
