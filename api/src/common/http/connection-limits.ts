import type { Server } from 'node:http';
import { capConnections, type ConnectionCap } from '@gloh/connection-cap/connection-cap';

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
  /**
   * Whether a peer is one of the proxies in front of the API, which carry every client, by its
   * address alone: then its connections are never counted.
   */
  isTrustedProxy: (address: string) => boolean;
  /**
   * Whether a peer could be the proxy in front of the API, which proves it on each request (the
   * API_PROXY_SECRET): see the mayBeProxy of @gloh/connection-cap.
   */
  mayBeProxy?: (address: string) => boolean;
}

/**
 * Bounds what one client can hold of the server: a request whose headers or body never finish
 * is answered 408 and closed once its time is up (Node's own timeouts, checked often enough to
 * be near them), and a client address beyond its number of open connections is disconnected at
 * once, unanswered (the site's connection cap, @gloh/connection-cap: the proxies in front of the
 * API are not counted).
 */
export function limitConnections(server: Server, limits: ConnectionLimits): ConnectionCap {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  // Longer than the idle time of the pools that reach the API (see KEEP_ALIVE_TIMEOUT_MS in config).
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // Read by Node when the server starts listening, so it must be set before.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    Math.min(MAX_TIMEOUT_CHECK_INTERVAL_MS, Math.ceil(limits.headersTimeoutMs / 4));
  return capConnections(server, {
    maxPerAddress: limits.maxConnectionsPerAddress,
    isTrustedProxy: limits.isTrustedProxy,
    mayBeProxy: limits.mayBeProxy,
  });
}
