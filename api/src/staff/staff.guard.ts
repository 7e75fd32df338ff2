import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  STAFF_DENIAL_REASONS,
  STAFF_MESSAGES,
  STAFF_STEP_UP_SECONDS,
  type StaffRole,
} from '@gloh/contract/staff';
import type { Request } from 'express';
import { StaffClock } from './staff-clock.js';
import { readStaffToken } from './staff-cookie.js';
import { type StaffSession, StaffSessionsService } from './staff-sessions.service.js';

export const STAFF_ROLES_KEY = 'gloh:staff-roles';
export const STEP_UP_KEY = 'gloh:staff-step-up';

export interface RequestWithStaff extends Request {
  staff?: StaffSession;
}

/** Whether a session's last step-up is recent enough for a destructive action. */
export function steppedUpRecently(steppedUpAt: Date | null, now: Date): boolean {
  return (
    steppedUpAt !== null && now.getTime() - steppedUpAt.getTime() <= STAFF_STEP_UP_SECONDS * 1000
  );
}

/**
 * 401 without a live staff session (reason account-disabled when an admin disabled the account),
 * 403 for a role the route does not admit or a step-up that is
 * missing or too old; each with a machine-readable `reason` beside `error`.
 */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: StaffSessionsService,
    private readonly clock: StaffClock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithStaff>();
    const targets = [context.getHandler(), context.getClass()];
    // The guard may sit on both a controller and its route: the session is looked up once.
    const token = readStaffToken(req);
    const session = req.staff ?? (await this.sessions.touch(token));
    if (!session) {
      const disabled = await this.sessions.endedByDisabling(token);
      throw new UnauthorizedException({
        message: disabled ? STAFF_MESSAGES.accountDisabled : STAFF_MESSAGES.notSignedIn,
        reason: disabled ? STAFF_DENIAL_REASONS.accountDisabled : STAFF_DENIAL_REASONS.notSignedIn,
      });
    }
    req.staff = session;
    const roles = this.reflector.getAllAndOverride<StaffRole[] | undefined>(
      STAFF_ROLES_KEY,
      targets,
    );
    if (roles && !roles.some((role) => session.roles.includes(role)))
      throw new ForbiddenException({
        message: STAFF_MESSAGES.wrongRole,
        reason: STAFF_DENIAL_REASONS.wrongRole,
      });
    const stepUp = this.reflector.getAllAndOverride<boolean | undefined>(STEP_UP_KEY, targets);
    if (stepUp && !steppedUpRecently(session.steppedUpAt, this.clock.now()))
      throw new ForbiddenException({
        message: STAFF_MESSAGES.stepUpRequired,
        reason: STAFF_DENIAL_REASONS.stepUpRequired,
      });
    return true;
  }
}
