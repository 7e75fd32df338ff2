import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { clientContextOf } from '../common/http/client-context.js';
import type { StaffActor } from './staff-members.service.js';
import type { StaffSession } from './staff-sessions.service.js';
import type { RequestWithStaff } from './staff.guard.js';

/** The staff member as the audit log names them, with where the request came from. */
export function actorOf(staff: StaffSession, req: Request): StaffActor {
  return { actor: staff.email, staffId: staff.staffId, ...clientContextOf(req) };
}

/** The signed-in staff member as the actor of what the route does (actorOf), for a guarded route. */
export const CurrentActor = createParamDecorator(
  (_data: unknown, context: ExecutionContext): StaffActor => {
    const req = context.switchToHttp().getRequest<RequestWithStaff>();
    return actorOf(req.staff!, req);
  },
);
