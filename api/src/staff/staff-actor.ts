import type { Request } from 'express';
import { contextOf } from './staff-auth.controller.js';
import type { StaffActor } from './staff-members.service.js';
import type { StaffSession } from './staff-sessions.service.js';

/** The staff member as the audit log names them, with where the request came from. */
export function actorOf(staff: StaffSession, req: Request): StaffActor {
  return { actor: staff.email, staffId: staff.staffId, ...contextOf(req) };
}
