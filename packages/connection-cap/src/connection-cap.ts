// A cap on what one client address may hold open of a Node HTTP server at once, so a few
// addresses that open many connections and never finish them cannot take every socket (and, for
// the site's web server, every upstream connection). The one implementation for the site's web
// server (Fastify) and the API (express): Node's own modules only, so neither pulls in the other's
// framework; each wires the few framework calls it needs (a request hook, a middleware) itself.
import http from 'node:http';
import type { Server, Socket } from 'node:net';
import { addressKey } from './address-key.js';

/** How long a refused client is asked to wait before trying again (Retry-After). */
export const RETRY_AFTER_SECONDS = 1;
const TOO_MANY = 429;

/** How long a connection past the cap has to prove it is the proxy's: its first request's headers. */
export const PROOF_WAIT_MS = 2000;

export interface ConnectionCapOptions {
  /** Connections one client address (its addressKey) may hold open at once; requests, behind a trusted proxy. */
  maxPerAddress: number;
  /**
   * Whether a peer is one of the proxies in front of the server, which carry many clients on their
   * connections, by its address alone: then its connections are never counted.
   */
  isTrustedProxy?: (address: string) => boolean;
  /**
   * Whether a peer could be the proxy in front of the server, which proves it on each request (a
   * shared secret). Its connections count like anyone's until one of its requests proves it
   * (ConnectionCap.exempt); one past the cap gets PROOF_WAIT_MS to do so instead of being closed.
   */
  mayBeProxy?: (address: string) => boolean;
  /**
   * The words of the 429 written to a connection refused before its request is read (then closed
   * once the client has read it, or after RETRY_AFTER_SECONDS). Without them, a refused connection
   * is closed at once, unanswered.
   */
  refusalMessage?: string;
}

/** What the server's request pipeline tells the cap, and asks of it. */
export interface ConnectionCap {
  /** The connection carried a request that proved it comes from the proxy: it no longer counts. */
  exempt(socket: Socket): void;
  /** Whether the connection is past its address's cap, waiting to prove it comes from the proxy. */
  awaitingProof(socket: Socket): boolean;
  /**
   * Counts one request of a client a trusted proxy forwarded (its address as the proxy said):
   * the function that ends it (once the response is done), or undefined, and nothing counted,
   * when that address already holds maxPerAddress.
   */
  openRequest(address: string): (() => void) | undefined;
}

/** How many connections (or requests) each address key holds. */
class OpenCounts {
  readonly #counts = new Map<string, number>();

  constructor(readonly max: number) {}

  /** Counts one more for `key`; false (and nothing counted) when it already holds `max`. */
  tryOpen(key: string): boolean {
    const count = this.#counts.get(key) ?? 0;
    if (count >= this.max) return false;
    this.#counts.set(key, count + 1);
    return true;
  }

  close(key: string): void {
    const count = this.#counts.get(key) ?? 0;
    if (count <= 1) this.#counts.delete(key);
    else this.#counts.set(key, count - 1);
  }
}

interface CountedSocket {
  key: string;
  counted: boolean;
  awaitingProof: boolean;
}

/** A complete answer written straight to a socket that is refused before its request is read. */
function rawRefusal(message: string): string {
  const body = `${message}\n`;
  return (
    `HTTP/1.1 ${TOO_MANY} ${http.STATUS_CODES[TOO_MANY]}\r\n` +
    'Connection: close\r\n' +
    'Cache-Control: no-store\r\n' +
    `Retry-After: ${RETRY_AFTER_SECONDS}\r\n` +
    'Content-Type: text/plain; charset=utf-8\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

/**
 * Applies the cap to `server` (before it listens): a client address beyond its number of open
 * connections is refused as it connects. An IPv6 client counts by its /64 (addressKey), which one
 * subscriber holds whole. The trusted proxies are not counted: by address (isTrustedProxy), or,
 * where their address is shared with other programs (loopback), once a request on the connection
 * proved it (mayBeProxy, exempt).
 */
export function capConnections(server: Server, options: ConnectionCapOptions): ConnectionCap {
  const { maxPerAddress, isTrustedProxy, mayBeProxy, refusalMessage } = options;
  const connections = new OpenCounts(maxPerAddress);
  const requests = new OpenCounts(maxPerAddress);
  const sockets = new WeakMap<Socket, CountedSocket>();
  const uncount = (state: CountedSocket) => {
    if (!state.counted) return;
    state.counted = false;
    connections.close(state.key);
  };
  const refuse = (socket: Socket) => {
    if (refusalMessage === undefined) {
      socket.destroy();
      return;
    }
    socket.end(rawRefusal(refusalMessage));
    // A client that does not read its answer does not keep the socket either.
    socket.setTimeout(RETRY_AFTER_SECONDS * 1000, () => socket.destroy());
  };
  const awaitProof = (socket: Socket, key: string) => {
    const state = { key, counted: false, awaitingProof: true };
    sockets.set(socket, state);
    const timer = setTimeout(() => {
      if (state.awaitingProof) socket.destroy();
    }, PROOF_WAIT_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  };

  server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress;
    // No address: the socket is closed already.
    if (peer === undefined || isTrustedProxy?.(peer)) return;
    const key = addressKey(peer);
    if (!connections.tryOpen(key)) {
      if (mayBeProxy?.(peer)) awaitProof(socket, key);
      else refuse(socket);
      return;
    }
    const state = { key, counted: true, awaitingProof: false };
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
    openRequest(address) {
      const key = addressKey(address);
      if (!requests.tryOpen(key)) return undefined;
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        requests.close(key);
      };
    },
  };
}
