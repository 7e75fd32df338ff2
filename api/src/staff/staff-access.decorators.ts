import {
  applyDecorators,
  createParamDecorator,
  Delete,
  type ExecutionContext,
  Get,
  Header,
  HttpCode,
  HttpStatus,
  Post,
  Put,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { ApiCookieAuth, ApiOperation } from '@nestjs/swagger';
import type { StaffRole } from '@gloh/contract/staff';
import { STAFF_COOKIE } from './staff.constants.js';
import { type RequestWithStaff, STAFF_ROLES_KEY, StaffGuard, STEP_UP_KEY } from './staff.guard.js';
import type { StaffSession } from './staff-sessions.service.js';

/**
 * Only for a live staff session (401 otherwise; an investor's session is none). Put it on a
 * controller or a route; @StaffRoles and @RequireStepUp narrow it further.
 */
export const StaffOnly = () => applyDecorators(UseGuards(StaffGuard), ApiCookieAuth(STAFF_COOKIE));

/**
 * Any one of these roles lets the member in; 403 `wrong-role` otherwise. It brings StaffGuard
 * along, so a route marked with it alone is never left open (the guard checks a request once).
 */
export const StaffRoles = (...roles: StaffRole[]) =>
  applyDecorators(SetMetadata(STAFF_ROLES_KEY, roles), StaffOnly());

/** Needs a passkey assertion within the last 5 minutes; 403 `step-up-required` otherwise. */
export const RequireStepUp = () => applyDecorators(SetMetadata(STEP_UP_KEY, true), StaffOnly());

/** The staff session StaffGuard attached to the request. */
export const CurrentStaff = createParamDecorator(
  (_data: unknown, context: ExecutionContext): StaffSession | undefined =>
    context.switchToHttp().getRequest<RequestWithStaff>().staff,
);

/** What a staff route answers is about people and access: never kept by a cache. */
const noStore = () => Header('Cache-Control', 'no-store');

/** A staff console read: GET `path`, never cached, with its summary for the API docs. */
export const StaffRead = (path: string | undefined, summary: string) =>
  applyDecorators(Get(path), noStore(), ApiOperation({ summary }));

const METHODS = { post: Post, put: Put, delete: Delete };

/**
 * A staff console action: `method` `path` answers 200 (a POST too), never cached, and needs a
 * recent step-up unless `stepUp: false` (the class's @StaffRoles still applies).
 */
export const StaffAction = (
  method: keyof typeof METHODS,
  path: string | undefined,
  summary: string,
  { stepUp = true }: { stepUp?: boolean } = {},
) =>
  applyDecorators(
    METHODS[method](path),
    HttpCode(HttpStatus.OK),
    noStore(),
    ...(stepUp ? [RequireStepUp()] : []),
    ApiOperation({ summary }),
  );
