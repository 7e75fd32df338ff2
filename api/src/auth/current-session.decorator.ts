import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { ActiveSession } from './sessions.service.js';

export interface RequestWithSession extends Request {
  session?: ActiveSession;
}

/** The session SessionGuard attached to the request. */
export const CurrentSession = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ActiveSession | undefined =>
    context.switchToHttp().getRequest<RequestWithSession>().session,
);
