import { BadRequestException, type PipeTransform, ParseUUIDPipe } from '@nestjs/common';
import { STAFF_OPS_MESSAGES } from '@gloh/contract/staff-ops';
import type { Request } from 'express';
import { contextOf } from '../staff/staff-auth.controller.js';
import type { StaffActor } from '../staff/staff-members.service.js';
import type { StaffSession } from '../staff/staff-sessions.service.js';

/** The staff member as the audit log names them, with where the request came from. */
export function actorOf(staff: StaffSession, req: Request): StaffActor {
  return { actor: staff.email, staffId: staff.staffId, ...contextOf(req) };
}

/** Identity integers (contact messages): 1 up to 2³¹−1, so no id reaches PostgreSQL out of range. */
const MAX_ID = 2 ** 31 - 1;

export const positiveId: PipeTransform<string, number> = {
  transform(value: string): number {
    const id = /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
    if (!(id <= MAX_ID)) throw new BadRequestException(STAFF_OPS_MESSAGES.badId);
    return id;
  },
};

export const mailId = new ParseUUIDPipe({
  exceptionFactory: () => new BadRequestException(STAFF_OPS_MESSAGES.badMailId),
});
