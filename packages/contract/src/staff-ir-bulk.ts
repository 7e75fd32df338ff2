import type { AccessRequestApproveRequest } from './investor-access.js';
import { POSTGRES_INTEGER_MAX } from './number-rules.js';
import type {
  AccessRequestApproveResponse,
  AccessRequestRejectRequest,
  AccessRequestRejectResponse,
} from './staff-ir.js';
import type { MailReceipt } from './staff-ops.js';

/**
 * Several access requests approved or rejected at once from the staff console (one confirmation,
 * one passkey step-up). Each request is decided on its own, with the rules, audit entry and mail
 * of the single action, and the answer says per request what happened.
 */

export const STAFF_IR_BULK_API_PATHS = {
  requestsApprove: '/api/staff/ir/access-requests/bulk-approve',
  requestsReject: '/api/staff/ir/access-requests/bulk-reject',
} as const;

/** How many access requests one bulk decision takes: a page of the list, at most. */
export const ACCESS_REQUEST_BULK_MAX = 50;

export const STAFF_IR_BULK_MESSAGES = {
  ids: `ids must be a list of 1 to ${ACCESS_REQUEST_BULK_MAX} access request ids`,
  idEach: `each of ids must be a whole number from 1 to ${POSTGRES_INTEGER_MAX}`,
  idRepeated: 'ids must not repeat an id',
  unexpected: 'Not decided: the server met an unexpected error; try this one again',
} as const;

/**
 * POST …/access-requests/bulk-approve (after a passkey step-up): optionally one end date
 * (`accessExpiresAt`, as the single approval takes it) for every access it gives.
 */
export interface AccessRequestBulkApproveRequest extends AccessRequestApproveRequest {
  ids: number[];
}

/** POST …/access-requests/bulk-reject: `notify` and `note` apply to every requester. */
export interface AccessRequestBulkRejectRequest extends AccessRequestRejectRequest {
  ids: number[];
}

/**
 * A request of a bulk decision that was not decided, with the status and words the single action
 * would have answered (404 not found; 409 already decided elsewhere, or the email has access).
 */
export interface AccessRequestBulkFailure {
  requestId: number;
  ok: false;
  status: number;
  error: string;
}

export type AccessRequestBulkApproved = { requestId: number; ok: true } & Omit<
  AccessRequestApproveResponse,
  'success' | 'requestId'
> & { mail: MailReceipt };

export type AccessRequestBulkRejected = { requestId: number; ok: true } & Omit<
  AccessRequestRejectResponse,
  'success' | 'requestId'
>;

export type AccessRequestBulkApproveResult = AccessRequestBulkApproved | AccessRequestBulkFailure;
export type AccessRequestBulkRejectResult = AccessRequestBulkRejected | AccessRequestBulkFailure;

/** The answer of a bulk decision: one result per id, in the order sent. */
export interface AccessRequestBulkResponse<Result> {
  success: true;
  results: Result[];
}

/** The bulk actions by name: the body they take, and the answer. */
export interface StaffIrBulkActions {
  requestsApprove: {
    request: AccessRequestBulkApproveRequest;
    response: AccessRequestBulkResponse<AccessRequestBulkApproveResult>;
  };
  requestsReject: {
    request: AccessRequestBulkRejectRequest;
    response: AccessRequestBulkResponse<AccessRequestBulkRejectResult>;
  };
}
