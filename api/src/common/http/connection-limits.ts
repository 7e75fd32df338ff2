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
  /**
   * Whether a peer is one of the proxies in front of the API, which carry every client, by its
   * address alone: then its connections are never counted.
   */
  isTrustedProxy: (address: string) => boolean;
  /**
   * Whether a peer could be the proxy in front of the API, which proves it on each request (the
   * API_PROXY_SECRET). Its connections count like anyone's until one of its requests proves it
   * (ConnectionCap.exempt); one past the cap gets PROOF_WAIT_MS to do so instead of being closed.
   */
  mayBeProxy?: (address: string) => boolean;
}

/** What the request pipeline tells the cap, and asks of it, once it has read a request's headers. */
export interface ConnectionCap {
  /** The connection carried a request that proved it comes from the proxy: it no longer counts. */
  exempt(socket: Socket): void;
  /** Whether the connection is past its address's cap, waiting to prove it comes from the proxy. */
  awaitingProof(socket: Socket): boolean;
}

/** How long a connection past the cap has to prove it is the proxy's: its first request's headers. */
export const PROOF_WAIT_MS = 2000;

interface CountedSocket {
  address: string;
  counted: boolean;
  awaitingProof: boolean;
}

/**
 * Bounds what one client can hold of the server: a request whose headers or body never finish
 * is answered 408 and closed once its time is up (Node's own timeouts, checked often enough to
 * be near them), and a client address (its addressKey: an IPv6 client by its /64) beyond its
 * number of open connections is disconnected at once. The proxies in front of the API carry many
 * clients on their connections and are not counted: trusted by address, or, where their address is
 * shared with other programs (loopback), once a request on the connection proved it.
 */
export function limitConnections(server: Server, limits: ConnectionLimits): ConnectionCap {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  // Longer than the idle time of the pools that reach the API (see DEFAULT_KEEP_ALIVE_TIMEOUT_MS).
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  // Read by Node when the server starts listening, so it must be set before.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    Math.min(MAX_TIMEOUT_CHECK_INTERVAL_MS, Math.ceil(limits.headersTimeoutMs / 4));
  const open = new Map<string, number>();
  const sockets = new WeakMap<Socket, CountedSocket>();
  const uncount = (state: CountedSocket) => {
    if (!state.counted) return;
    state.counted = false;
    const left = (open.get(state.address) ?? 1) - 1;
    if (left > 0) open.set(state.address, left);
    else open.delete(state.address);
  };
  server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress;
    if (peer === undefined || limits.isTrustedProxy(peer)) return;
    const address = addressKey(peer);
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.maxConnectionsPerAddress) {
      if (!limits.mayBeProxy?.(peer)) {
        socket.destroy();
        return;
      }
      const state = { address, counted: false, awaitingProof: true };
      sockets.set(socket, state);
      const timer = setTimeout(() => {
        if (state.awaitingProof) socket.destroy();
      }, PROOF_WAIT_MS);
      timer.unref();
      socket.once('close', () => clearTimeout(timer));
      return;
    }
    open.set(address, count);
    const state = { address, counted: true, awaitingProof: false };
    sockets.set(socket, state);
    socket.once('close', () => uncount(state));
  });
  return {
    exempt(socket) {
      const state = sockets.get(socket);
      if (!state) return;
      state.awaitingProof = false;
      uncount(state);
    },
    awaitingProof: (socket) => sockets.get(socket)?.awaitingProof ?? false,
  };
}
