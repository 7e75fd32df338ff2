import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { SESSION_COOKIE } from '../../auth/auth.constants.js';
import { SessionsService } from '../../auth/sessions.service.js';
import type { RequestWithSession } from '../decorators/current-session.decorator.js';
import { NOT_AUTHENTICATED } from '../http/api-error.js';
import { readCookie } from '../http/cookies.js';

/** Lets a request through only with a live session: not ended, not expired, investor not revoked. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithSession>();
    const session = await this.sessions.find(readCookie(req, SESSION_COOKIE));
    if (!session) throw new UnauthorizedException(NOT_AUTHENTICATED);
    req.session = session;
    return true;
  }
}
