import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { ActiveSession } from './sessions.service.js';

export interface RequestWithSession extends FastifyRequest {
  session?: ActiveSession;
}

/** The session SessionGuard attached to the request. */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ActiveSession | undefined =>
    context.switchToHttp().getRequest<RequestWithSession>().session,
);
