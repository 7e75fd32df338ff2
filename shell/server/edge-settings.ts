// What one client may hold of the site's server, from the deployment's settings: the header and
// request (body included) timeouts, how long an idle keep-alive connection is kept, and the open
// connections per client address. A setting that is not a whole number stops the server at start,
// rather than leaving the edge open.
import { EDGE_DEFAULTS, type EdgeSettings } from '@gloh/web-server/create-web-server';

const SETTINGS: Record<keyof EdgeSettings, string> = {
  headersTimeoutMs: 'EDGE_HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'EDGE_REQUEST_TIMEOUT_MS',
  keepAliveTimeoutMs: 'EDGE_KEEP_ALIVE_TIMEOUT_MS',
  maxConnectionsPerAddress: 'EDGE_MAX_CONNECTIONS_PER_ADDRESS',
};

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  const setting = value?.trim() ?? '';
  if (setting === '') return fallback;
  if (!/^\d+$/.test(setting) || Number(setting) < 1 || !Number.isSafeInteger(Number(setting))) {
    throw new Error(`${name}="${setting}" is refused: a whole number of at least 1 is expected`);
  }
  return Number(setting);
}

/** The edge settings of a server's environment (process.env). */
export function parseEdgeSettings(env: Record<string, string | undefined>): EdgeSettings {
  const read = (key: keyof EdgeSettings) =>
    positiveInteger(SETTINGS[key], env[SETTINGS[key]], EDGE_DEFAULTS[key]);
  const settings: EdgeSettings = {
    headersTimeoutMs: read('headersTimeoutMs'),
    requestTimeoutMs: read('requestTimeoutMs'),
    keepAliveTimeoutMs: read('keepAliveTimeoutMs'),
    maxConnectionsPerAddress: read('maxConnectionsPerAddress'),
  };
  // Node refuses a header timeout longer than the whole request's.
  if (settings.headersTimeoutMs > settings.requestTimeoutMs) {
    throw new Error(
      `EDGE_HEADERS_TIMEOUT_MS (${settings.headersTimeoutMs}) must not exceed ` +
        `EDGE_REQUEST_TIMEOUT_MS (${settings.requestTimeoutMs}): the headers are part of the request`,
    );
  }
  return settings;
}
