import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** Where a request came from, as the audit log records it. */
export interface ClientContext {
  ip: string;
  userAgent?: string;
}

export function clientContextOf(req: Request): ClientContext {
  return { ip: req.ip!, userAgent: req.get('user-agent') };
}

/** The request's ClientContext, as a handler's parameter. */
export const Client = createParamDecorator(
  (_data: unknown, context: ExecutionContext): ClientContext =>
    clientContextOf(context.switchToHttp().getRequest<Request>()),
);
