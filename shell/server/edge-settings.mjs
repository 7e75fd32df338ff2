// What one client may hold of the site's server, from the deployment's settings: the header and
// request (body included) timeouts and the open connections per client address. A setting that is
// not a whole number stops the server at start, rather than leaving the edge open.
import { EDGE_DEFAULTS } from '@gloh/shared/server/create-web-server.mjs';

const SETTINGS = {
  headersTimeoutMs: 'EDGE_HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'EDGE_REQUEST_TIMEOUT_MS',
  maxConnectionsPerAddress: 'EDGE_MAX_CONNECTIONS_PER_ADDRESS',
};

function positiveInteger(name, value, fallback) {
  const setting = value?.trim() ?? '';
  if (setting === '') return fallback;
  if (!/^\d+$/.test(setting) || Number(setting) < 1 || !Number.isSafeInteger(Number(setting))) {
    throw new Error(`${name}="${setting}" is refused: a whole number of at least 1 is expected`);
  }
  return Number(setting);
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {typeof EDGE_DEFAULTS}
 */
export function parseEdgeSettings(env) {
  const settings = Object.fromEntries(
    Object.entries(SETTINGS).map(([key, name]) => [
      key,
      positiveInteger(name, env[name], EDGE_DEFAULTS[key]),
    ]),
  );
  // Node refuses a header timeout longer than the whole request's.
  if (settings.headersTimeoutMs > settings.requestTimeoutMs) {
    throw new Error(
      `EDGE_HEADERS_TIMEOUT_MS (${settings.headersTimeoutMs}) must not exceed ` +
        `EDGE_REQUEST_TIMEOUT_MS (${settings.requestTimeoutMs}): the headers are part of the request`,
    );
  }
  return settings;
}
