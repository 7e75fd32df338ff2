import type { AccessRequestRejectRequest } from '@gloh/contract/staff-ir';
import {
  ACCESS_REQUEST_BULK_MAX,
  type AccessRequestBulkApproveResult,
  type AccessRequestBulkFailure,
  type AccessRequestBulkRejectResult,
  type AccessRequestBulkResponse,
  STAFF_IR_BULK_API_PATHS,
} from '@gloh/contract/staff-ir-bulk';
import type { ApiOutcome } from '@gloh/shared/api-client';
import { postStaffAction, staffFailureMessage, type StaffAnswer } from '@gloh/staff-ui/api-client';

type BulkOutcome<Result> = ApiOutcome<StaffAnswer<AccessRequestBulkResponse<Result>>>;

/**
 * Sends the ids in batches the API takes (a page of the list may hold more), one after the other.
 * The first batch asks for the passkey step-up, which then covers the rest. When the first fails
 * whole (step-up declined, offline), that is the answer; a later one's requests are reported as
 * failed beside the ones already decided.
 */
async function inBatches<Result extends { requestId: number }>(
  path: string,
  ids: readonly number[],
  body: object,
  stepUpAction: string,
): Promise<BulkOutcome<Result | AccessRequestBulkFailure>> {
  const results: (Result | AccessRequestBulkFailure)[] = [];
  let answered: StaffAnswer<AccessRequestBulkResponse<Result>> | undefined;
  for (let start = 0; start < ids.length; start += ACCESS_REQUEST_BULK_MAX) {
    const outcome: BulkOutcome<Result> = await postStaffAction<AccessRequestBulkResponse<Result>>(
      path,
      { ...body, ids: ids.slice(start, start + ACCESS_REQUEST_BULK_MAX) },
      { stepUpAction },
    );
    if (outcome.kind !== 'ok') {
      if (!answered) return outcome;
      const error = staffFailureMessage(outcome, 'Not decided.');
      const status = outcome.kind === 'failed' ? outcome.status : 0;
      for (const requestId of ids.slice(start))
        results.push({ requestId, ok: false, status, error });
      break;
    }
    answered = outcome.body;
    results.push(...outcome.body.results);
  }
  if (!answered) throw new Error('No request ids to decide');
  return { kind: 'ok', status: 200, body: { ...answered, results } };
}

/**
 * Approves the requests, every access given ending at `accessExpiresAt` when one is chosen; the
 * answer says, per request, whether it was approved and why not.
 */
export function approveRequests(
  ids: readonly number[],
  stepUpAction: string,
  accessExpiresAt: string | null = null,
) {
  return inBatches<AccessRequestBulkApproveResult>(
    STAFF_IR_BULK_API_PATHS.requestsApprove,
    ids,
    accessExpiresAt ? { accessExpiresAt } : {},
    stepUpAction,
  );
}

/** Rejects the requests, each requester mailed (with the note) when `notify`. */
export function rejectRequests(
  ids: readonly number[],
  choice: AccessRequestRejectRequest,
  stepUpAction: string,
) {
  return inBatches<AccessRequestBulkRejectResult>(
    STAFF_IR_BULK_API_PATHS.requestsReject,
    ids,
    choice,
    stepUpAction,
  );
}
