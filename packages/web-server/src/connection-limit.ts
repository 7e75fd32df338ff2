// A cap on what one client address may hold open at once, so a few addresses that open many
// connections and never finish them cannot take every socket (and every upstream connection) of
// the site. The client address is the socket's peer; behind a trusted proxy, whose one connection
// carries many visitors, it is the address the proxy forwarded (request.ip), counted per request.
import http from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** How long a refused client is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 1;
const TOO_MANY = 429;

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

class OpenCounts {
  readonly #counts = new Map<string, number>();

  /** Counts one more for `address`; false (and nothing counted) when it already holds `max`. */
  tryOpen(address: string, max: number): boolean {
    const count = this.#counts.get(address) ?? 0;
    if (count >= max) return false;
    this.#counts.set(address, count + 1);
    return true;
  }

  close(address: string): void {
    const count = this.#counts.get(address) ?? 0;
    if (count <= 1) this.#counts.delete(address);
    else this.#counts.set(address, count - 1);
  }
}

export interface ConnectionLimitOptions {
  /** Open connections (requests, behind a trusted proxy) per client address. */
  maxPerAddress: number;
  /** The proxies whose forwarded address is believed. */
  trustProxy: false | string[];
  /** Sends the answer (status set) to a request refused behind a trusted proxy. */
  refuse: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /** The words of a refusal written before a request is read. */
  message: string;
}

/** Applies the cap to `server`, before it listens. */
export function limitConnectionsPerAddress(
  server: FastifyInstance,
  { maxPerAddress, trustProxy, refuse, message }: ConnectionLimitOptions,
): void {
  const isTrustedProxy = trustProxy ? proxyAddr.compile(trustProxy) : () => false;
  const connections = new OpenCounts();
  const requests = new OpenCounts();

  server.server.on('connection', (socket) => {
    const peer = socket.remoteAddress ?? '';
    if (isTrustedProxy(peer, 0)) return;
    if (!connections.tryOpen(peer, maxPerAddress)) {
      socket.end(rawRefusal(message));
      // A client that does not read its answer does not keep the socket either.
      socket.setTimeout(RETRY_AFTER_SECONDS * 1000, () => socket.destroy());
      return;
    }
    socket.once('close', () => connections.close(peer));
  });

  // Registered before any route, so a refused request reaches no proxy and no file.
  server.addHook('onRequest', async (request, reply) => {
    if (!isTrustedProxy(request.socket.remoteAddress ?? '', 0)) return;
    const address = request.ip;
    if (!requests.tryOpen(address, maxPerAddress)) {
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return refuse(request, reply.code(TOO_MANY));
    }
    reply.raw.once('close', () => requests.close(address));
  });
}
