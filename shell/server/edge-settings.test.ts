import assert from 'node:assert/strict';
import { EDGE_DEFAULTS } from '@gloh/web-server/create-web-server';
import { parseEdgeSettings } from './edge-settings.js';

test('the edge limits default when unset and take whole numbers', () => {
  assert.deepEqual(parseEdgeSettings({}), EDGE_DEFAULTS);
  assert.deepEqual(
    parseEdgeSettings({
      EDGE_HEADERS_TIMEOUT_MS: ' 500 ',
      EDGE_REQUEST_TIMEOUT_MS: '1000',
      EDGE_KEEP_ALIVE_TIMEOUT_MS: '2000',
      EDGE_MAX_CONNECTIONS_PER_ADDRESS: '8',
    }),
    {
      headersTimeoutMs: 500,
      requestTimeoutMs: 1000,
      keepAliveTimeoutMs: 2000,
      maxConnectionsPerAddress: 8,
    },
  );
});

test('a limit that is not a whole number of at least 1 stops the server', () => {
  for (const value of ['0', '-5', '1.5', '10s', 'off', '1e3', '99999999999999999999']) {
    assert.throws(
      () => parseEdgeSettings({ EDGE_MAX_CONNECTIONS_PER_ADDRESS: value }),
      /EDGE_MAX_CONNECTIONS_PER_ADDRESS=".*" is refused/,
      value,
    );
  }
});

test('the header timeout may not exceed the whole request timeout', () => {
  assert.throws(
    () => parseEdgeSettings({ EDGE_HEADERS_TIMEOUT_MS: '40000' }),
    /must not exceed EDGE_REQUEST_TIMEOUT_MS \(30000\)/,
  );
});
