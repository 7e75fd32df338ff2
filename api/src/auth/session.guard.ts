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

/**
 * Lets a request through only with a live session: not ended, not expired, investor not revoked.
 * A 401 says why in its `reason` (SESSION_END_REASONS).
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly sessions: SessionsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithSession>();
    const token = readSessionToken(req);
    const session = await this.sessions.find(token);
    if (!session)
      throw new UnauthorizedException({
        message: NOT_AUTHENTICATED,
        reason: await this.sessions.endReason(token),
      });
    req.session = session;
    return true;
  }
}
