import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { addressKey } from './address-key.js';

/** How often, at most, Node looks for requests past their timeouts (its default is 30 s). */
const MAX_TIMEOUT_CHECK_INTERVAL_MS = 1000;

export interface ConnectionLimits {
  /** Time a client has to send a request's headers. */
  headersTimeoutMs: number;
  /** Time a client has to send a whole request, body included. */
  requestTimeoutMs: number;
  /** Time an idle keep-alive connection is kept for the client's next request. */
  keepAliveTimeoutMs: number;
  /** Connections one client address (addressKey) may hold open at once. */
  maxConnectionsPerAddress: number;
  /** Whether a peer is one of the proxies in front of the API, which carry every client. */
  isTrustedProxy: (address: string) => boolean;
}

/**
 * Bounds what one client can hold of the server: a request whose headers or body never finish
 * is answered 408 and closed once its time is up (Node's own timeouts, checked often enough to
 * be near them), and a client address (its addressKey: an IPv6 client by its /64) beyond its
 * number of open connections is disconnected at once. The proxies in front of the API carry many
 * clients on their connections and are not counted.
 */
export function limitConnections(server: Server, limits: ConnectionLimits): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  // Longer than the idle time of the pools that reach the API (see DEFAULT_KEEP_ALIVE_TIMEOUT_MS).
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // Read by Node when the server starts listening, so it must be set before.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    Math.min(MAX_TIMEOUT_CHECK_INTERVAL_MS, Math.ceil(limits.headersTimeoutMs / 4));
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress;
    if (peer === undefined || limits.isTrustedProxy(peer)) return;
    const address = addressKey(peer);
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
