import {
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { NOT_AUTHENTICATED } from '../common/http/api-error.js';
import type { RequestWithSession } from './current-session.decorator.js';
import { readSessionToken } from './session-cookie.js';
import { SessionsService } from './sessions.service.js';

/** Lets a request through only with a live session: not ended, not expired, investor not revoked. */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithSession>();
    const session = await this.sessions.find(readSessionToken(req));
    if (!session) throw new UnauthorizedException(NOT_AUTHENTICATED);
    req.session = session;
    return true;
  }
}
