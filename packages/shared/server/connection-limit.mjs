// A cap on what one client address may hold open at once, so a few addresses that open many
// connections and never finish them cannot take every socket (and every upstream connection) of
// the site. The client address is the socket's peer; behind a trusted proxy, whose one connection
// carries many visitors, it is the address the proxy forwarded (request.ip), counted per request.
import http from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/** How long a refused client is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = 1;
const TOO_MANY = 429;

/** A complete answer written straight to a socket that is refused before its request is read. */
function rawRefusal(message) {
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
  #counts = new Map();

  /** Counts one more for `address`; false (and nothing counted) when it already holds `max`. */
  tryOpen(address, max) {
    const count = this.#counts.get(address) ?? 0;
    if (count >= max) return false;
    this.#counts.set(address, count + 1);
    return true;
  }

  close(address) {
    const count = this.#counts.get(address) ?? 0;
    if (count <= 1) this.#counts.delete(address);
    else this.#counts.set(address, count - 1);
  }
}

/**
 * @param {import('fastify').FastifyInstance} server before it listens
 * @param {object} options
 * @param {number} options.maxPerAddress open connections (requests, behind a trusted proxy) per
 *   client address
 * @param {false | string[]} options.trustProxy the proxies whose forwarded address is believed
 * @param {(request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) =>
 *   unknown} options.refuse sends the answer (status set) to a request refused behind a trusted
 *   proxy
 * @param {string} options.message the words of a refusal written before a request is read
 */
export function limitConnectionsPerAddress(server, { maxPerAddress, trustProxy, refuse, message }) {
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
