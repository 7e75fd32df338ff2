import { FastifyAdapter } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiExceptionFilter } from '../filters/api-exception.filter.js';

/** What the API does first with every request (request log, security headers). */
export type EntryHook = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Nest's Fastify adapter with the router behaving as Express's did for the API's clients:
 * paths match case-insensitively and with or without a trailing slash. A request the router
 * refuses before any hook runs (a path that is not valid percent-encoding) still passes the
 * entry hook, so it is logged and carries the security headers, and is answered by the
 * API's exception filter like every other error.
 */
export class ApiFastifyAdapter extends FastifyAdapter {
  private readonly entry: { hook?: EntryHook };

  constructor() {
    const entry: { hook?: EntryHook } = {};
    // Fastify answers these with its default error handler, not the one Nest installs.
    const filter = new ApiExceptionFilter();
    super({
      routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
      frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
        entry.hook?.(request, reply);
        filter.answer(error, request, reply);
      },
    });
    this.entry = entry;
  }

  /** Runs `hook` on every request, first; `reject` may answer instead of routing it on. */
  useEntryHook(
    hook: EntryHook,
    reject?: (request: FastifyRequest, reply: FastifyReply) => boolean,
  ): void {
    this.entry.hook = hook;
    this.getInstance().addHook('onRequest', (request, reply, done) => {
      hook(request, reply);
      if (!reject?.(request, reply)) done();
    });
  }
}
