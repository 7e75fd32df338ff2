import {
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { ApiCookieAuth } from '@nestjs/swagger';
import type { StaffRole } from '@gloh/contract/staff';
import { STAFF_COOKIE } from './staff.constants.js';
import { type RequestWithStaff, STAFF_ROLES_KEY, StaffGuard, STEP_UP_KEY } from './staff.guard.js';
import type { StaffSession } from './staff-sessions.service.js';

/**
 * Only for a live staff session (401 otherwise; an investor's session is none). Put it on a
 * controller or a route; @StaffRoles and @RequireStepUp narrow it further.
 */
export const StaffOnly = () => applyDecorators(UseGuards(StaffGuard), ApiCookieAuth(STAFF_COOKIE));

/** Any one of these roles lets the member in; 403 `wrong-role` otherwise. */
export const StaffRoles = (...roles: StaffRole[]) => SetMetadata(STAFF_ROLES_KEY, roles);

/** Needs a passkey assertion within the last 5 minutes; 403 `step-up-required` otherwise. */
export const RequireStepUp = () => SetMetadata(STEP_UP_KEY, true);

/** The staff session StaffGuard attached to the request. */
export const CurrentStaff = createParamDecorator(
  (_data: unknown, context: ExecutionContext): StaffSession | undefined =>
    context.switchToHttp().getRequest<RequestWithStaff>().staff,
);
