import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
} from '@nestjs/common';
import type { Request } from 'express';
import { InjectConfig } from '../../config/app-config.js';
import type { AppConfig } from '../../config/env.validation.js';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const FOREIGN_ORIGIN_MESSAGE = 'Cross-origin request refused';

/**
 * Cookies ride along on cross-site form posts, so a state-changing request is accepted
 * only from the site itself. Requests without an Origin header (curl, server to server)
 * carry no ambient browser credentials of a victim and pass.
 */
@Injectable()
export class OriginGuard implements CanActivate {
  private readonly allowed: Set<string>;

  constructor(@InjectConfig() config: AppConfig) {
    this.allowed = new Set(config.allowedOrigins);
  }

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (!STATE_CHANGING_METHODS.has(req.method)) return true;
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    if (this.allowed.has(origin)) return true;
    // Same origin as the API itself (for example the OpenAPI page's "try it out").
    if (origin === `${req.protocol}://${req.headers.host ?? ''}`) return true;
    throw new ForbiddenException(FOREIGN_ORIGIN_MESSAGE);
  }
}
