import type { AccessRequestSummary } from '@gloh/contract/staff-ir';
import type {
  AccessRequestBulkApproveResult,
  AccessRequestBulkRejectResult,
  AccessRequestBulkResponse,
} from '@gloh/contract/staff-ir-bulk';
import type { MailReceipt } from '@gloh/contract/staff-ops';
import type { ApiOutcome } from '@gloh/shared/api-client';
import type { StaffAnswer } from '@gloh/staff-ui/api-client';
import { staffActionRefusal, type StaffActionOutcome } from '@gloh/staff-ui/action-notice';
import { mailReceiptText } from '@gloh/staff-ui/mail-receipt';

/** An approved request whose code waits in the outbox and may be revealed once. */
export interface RevealableCode {
  request: AccessRequestSummary;
  receipt: MailReceipt;
}

export interface BulkOutcome {
  /** Said in the page's status region (or as an alert when nothing was decided). */
  notice: StaffActionOutcome;
  revealable: RevealableCode[];
}

type Result = AccessRequestBulkApproveResult | AccessRequestBulkRejectResult;

const VERBS = { approve: 'approved', reject: 'rejected' } as const;

/**
 * What staff are told after a bulk decision: how many were decided, how many failed and why, by
 * name ("2 approved, 1 failed. Dee Decided: … already approved."), all in one sentence so that a
 * screen reader announces it whole; and whose mailed code cannot be delivered.
 */
export function bulkOutcome(
  decision: keyof typeof VERBS,
  requests: readonly AccessRequestSummary[],
  outcome: ApiOutcome<StaffAnswer<AccessRequestBulkResponse<Result>>>,
  notified = false,
): BulkOutcome {
  const verb = VERBS[decision];
  if (outcome.kind !== 'ok') {
    return {
      notice: staffActionRefusal(outcome, `The requests were not ${verb}.`),
      revealable: [],
    };
  }
  const byId = new Map(requests.map((request) => [request.id, request]));
  const nameOf = (id: number) => byId.get(id)?.name ?? `Request ${id}`;
  const results = outcome.body.results;
  const failed = results.filter((result) => !result.ok);
  const decided = results.length - failed.length;
  const reasons = failed.map((result) => `${nameOf(result.requestId)}: ${result.error}`);
  const counts =
    failed.length === 0 ? `${decided} ${verb}.` : `${decided} ${verb}, ${failed.length} failed.`;
  const parts = [
    counts,
    ...reasons.map((reason) => (reason.endsWith('.') ? reason : `${reason}.`)),
  ];

  const revealable: RevealableCode[] = [];
  if (decision === 'approve') {
    const waiting = results.flatMap((result) =>
      result.ok && 'mail' in result && result.mail.delivery.state !== 'ok'
        ? [{ request: byId.get(result.requestId), receipt: result.mail }]
        : [],
    );
    if (waiting.length > 0) {
      const emails = waiting.map(({ request }) => request?.email).join(', ');
      parts.push(
        mailReceiptText(
          waiting[0]!.receipt,
          '',
          waiting.length === 1
            ? `The access code for ${emails} is`
            : `The access codes for ${emails} are`,
        ),
      );
    }
    for (const { request, receipt } of waiting)
      if (request && receipt.revealable) revealable.push({ request, receipt });
  } else if (notified && decided > 0) {
    parts.push(decided === 1 ? 'The requester was mailed.' : 'Each requester was mailed.');
  }
  return {
    notice: { kind: decided === 0 ? 'refused' : 'done', text: parts.join(' ') },
    revealable,
  };
}
