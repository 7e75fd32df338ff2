import { emailRule } from './email.js';
import { badCharacters, type FieldRule, tooLong } from './field-rules.js';

/**
 * Staff accounts (the console under /staff): roles, the API's paths, the request and response
 * bodies, and the messages the API answers with. Shared by the API and the staff pages.
 */

export const STAFF_ROLES = ['ir', 'marketing', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How the console names each role to people. */
export const STAFF_ROLE_NAMES = {
  ir: 'Investor relations',
  marketing: 'Marketing',
  admin: 'Admin',
} as const satisfies Record<StaffRole, string>;

export const STAFF_STATUSES = ['active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const STAFF_NAME_MAX_LENGTH = 200;

/** The fields an admin fills in to invite staff: the console's form and the API check the same. */
export const STAFF_INVITE_RULES = {
  email: emailRule('Please enter the staff member’s email address.'),
  name: {
    required: false,
    maxLength: STAFF_NAME_MAX_LENGTH,
    requiredMessage: 'Name must be text.',
    tooLongMessage: tooLong('Name', STAFF_NAME_MAX_LENGTH),
    charactersMessage: badCharacters('Name'),
  },
} as const satisfies Record<string, FieldRule>;

/** The API's staff paths; `:id` and `:passkeyId` are a staff member's and a passkey's uuid. */
export const STAFF_API_PATHS = {
  enrollAccount: '/api/staff/enrollment/account',
  enrollOptions: '/api/staff/enrollment/options',
  enrollVerify: '/api/staff/enrollment/verify',
  signInOptions: '/api/staff/sign-in/options',
  signInVerify: '/api/staff/sign-in/verify',
  stepUpOptions: '/api/staff/step-up/options',
  stepUpVerify: '/api/staff/step-up/verify',
  me: '/api/staff/me',
  signOut: '/api/staff/sign-out',
  members: '/api/staff/members',
  memberRoles: '/api/staff/members/:id/roles',
  memberDisable: '/api/staff/members/:id/disable',
  memberReinvite: '/api/staff/members/:id/reinvite',
  memberPasskey: '/api/staff/members/:id/passkeys/:passkeyId',
} as const;

/** A path of STAFF_API_PATHS with its `:params` filled in. */
export function staffApiPath(
  path: (typeof STAFF_API_PATHS)[keyof typeof STAFF_API_PATHS],
  params: Record<string, string> = {},
): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}

/** Figures of the staff sign-in, in seconds. */
export const STAFF_SESSION_ABSOLUTE_SECONDS = 8 * 60 * 60;
export const STAFF_SESSION_IDLE_SECONDS = 30 * 60;
/** A change to staff (and later: reject, revoke, deck upload) needs a passkey assertion this recent. */
export const STAFF_STEP_UP_SECONDS = 5 * 60;
export const STAFF_INVITATION_SECONDS = 24 * 60 * 60;
export const STAFF_CHALLENGE_SECONDS = 5 * 60;

/** Machine-readable reasons of the API's 401 and 403 answers (`reason` beside `error`). */
export const STAFF_DENIAL_REASONS = {
  notSignedIn: 'not-signed-in',
  /** The member's session ended because an admin disabled the account (401). */
  accountDisabled: 'account-disabled',
  wrongRole: 'wrong-role',
  stepUpRequired: 'step-up-required',
} as const;
export type StaffDenialReason = (typeof STAFF_DENIAL_REASONS)[keyof typeof STAFF_DENIAL_REASONS];

export const STAFF_MESSAGES = {
  notSignedIn: 'Not signed in as staff',
  accountDisabled: 'Your staff account was disabled by an administrator',
  wrongRole: 'Your staff role does not allow this',
  stepUpRequired:
    'Confirm it is you: sign in again with your passkey (step-up), then repeat this action',
  invalidInvitation:
    'This enrollment link is invalid, expired or already used. Ask an admin for a new one.',
  invalidChallenge: 'The passkey request has expired or was already used. Please try again.',
  passkeyRefused: 'The passkey could not be verified',
  unknownPasskey: 'This passkey is not registered for an active staff account',
  signedOut: 'Signed out',
  notFound: 'No such staff member',
  passkeyNotFound: 'No such passkey for this staff member',
  notOwnAccount: 'You cannot disable your own account or remove your own admin role',
  alreadyDisabled: 'This staff account is already disabled',
  invalidRoles: `Roles must be a non-empty list of ${STAFF_ROLES.join(', ')}`,
  badMemberId: 'id must be a staff member id (a uuid)',
  badPasskeyId: 'passkeyId must be a passkey id (a uuid)',
} as const;

export interface StaffIdentity {
  email: string;
  name: string;
  roles: StaffRole[];
  /** ISO 8601, or null when this session never stepped up. */
  steppedUpAt: string | null;
}

/** GET /api/staff/me. */
export interface StaffMeResponse {
  success: true;
  staff: StaffIdentity;
}

export interface StaffPasskeySummary {
  id: string;
  transports: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

export interface StaffMemberSummary {
  id: string;
  email: string;
  name: string;
  roles: StaffRole[];
  status: StaffStatus;
  createdAt: string;
  disabledAt: string | null;
  /** Whether an enrollment link is waiting to be used. */
  invitationPending: boolean;
  passkeys: StaffPasskeySummary[];
}

/** GET /api/staff/members. */
export interface StaffMembersResponse {
  success: true;
  members: StaffMemberSummary[];
}

/** POST /api/staff/members. */
export interface StaffInviteRequest {
  email: string;
  name?: string;
  roles: StaffRole[];
}

/** PUT /api/staff/members/:id/roles. */
export interface StaffRolesRequest {
  roles: StaffRole[];
}

export interface StaffMemberResponse {
  success: true;
  member: StaffMemberSummary;
}

/** POST /api/staff/enrollment/options, and …/account. */
export interface StaffEnrollOptionsRequest {
  token: string;
}

/** POST /api/staff/enrollment/account: whose account a link sets up; the link stays unused. */
export interface StaffEnrollAccountResponse {
  success: true;
  email: string;
  name: string;
  roles: StaffRole[];
}

/** POST …/verify: the browser's WebAuthn answer (@simplewebauthn/browser's JSON), plus the token when enrolling. */
export interface StaffCeremonyVerifyRequest {
  response: Record<string, unknown>;
}
export interface StaffEnrollVerifyRequest extends StaffCeremonyVerifyRequest {
  token: string;
}

/** …/options answers `{ success: true, options }` with @simplewebauthn's options JSON. */
export interface StaffCeremonyOptionsResponse {
  success: true;
  options: Record<string, unknown>;
}

/** Enrollment and sign-in verify: signed in. Step-up verify: steppedUpAt renewed. */
export interface StaffSignedInResponse {
  success: true;
  staff: StaffIdentity;
  /** ISO 8601: the session's absolute end. */
  expiresAt: string;
}
