import type { TLSSocket } from 'node:tls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import proxyAddr from 'proxy-addr';
import type { AppConfig } from '../../config/env.validation.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The client's address: X-Forwarded-For counts only as far as TRUST_PROXY allows. */
    readonly clientIp: string;
    /** `http` or `https`: X-Forwarded-Proto counts only from a peer TRUST_PROXY names. */
    readonly clientProtocol: string;
  }
}

export type ProxyTrust = (address: string | undefined, hop: number) => boolean;

/**
 * TRUST_PROXY as Express's "trust proxy" setting compiled it: a hop count trusts that many
 * proxies nearest the API, addresses and ranges go to proxy-addr. Fastify's own trustProxy
 * differs (a hop count trusts no peer at all, X-Forwarded-Proto is read from its last entry),
 * so the API keeps these semantics, which the client-address tests pin down.
 */
export function compileProxyTrust(setting: AppConfig['trustProxy']): ProxyTrust {
  if (setting === false) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const trusted = proxyAddr.compile(setting);
  return (address, hop) => address !== undefined && trusted(address, hop);
}

/** Adds `clientIp` and `clientProtocol` to every request of this Fastify instance. */
export function decorateClientAddress(fastify: FastifyInstance, trust: ProxyTrust): void {
  fastify.decorateRequest('clientIp', {
    getter(this: FastifyRequest) {
      return proxyAddr(this.raw, trust) ?? this.raw.socket.remoteAddress ?? 'unknown';
    },
  });
  fastify.decorateRequest('clientProtocol', {
    getter(this: FastifyRequest) {
      const { socket } = this.raw;
      const own = (socket as TLSSocket).encrypted ? 'https' : 'http';
      if (!trust(socket.remoteAddress, 0)) return own;
      // The first entry, the one the client-facing proxy set (Express's req.protocol).
      const header = this.headers['x-forwarded-proto'];
      const value = (Array.isArray(header) ? header[0] : header) ?? own;
      const comma = value.indexOf(',');
      return (comma === -1 ? value : value.slice(0, comma)).trim() || own;
    },
  });
}

export function clientIp(req: FastifyRequest): string {
  return req.clientIp;
}

/** Whether the client reached the site over HTTPS (directly, or as a trusted proxy says). */
export function isHttps(req: FastifyRequest): boolean {
  return req.clientProtocol === 'https';
}
