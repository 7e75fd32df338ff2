import type { ApiOutcome } from '@gloh/shared/api-client';
import { STAFF_STEP_UP_DECLINED, staffFailureMessage, type StaffAnswer } from './api-client';

/**
 * What the last action on a page came to: done (announced politely), refused (at once), or
 * cancelled by the member at the passkey step-up (announced politely, not as an error).
 */
export type StaffActionOutcome = { kind: 'done' | 'refused' | 'cancelled'; text: string } | null;

/** The notice of an action that did not succeed: refused, or cancelled at the passkey prompt. */
export function staffActionRefusal<T>(
  outcome: ApiOutcome<StaffAnswer<T>>,
  fallback: string,
): StaffActionOutcome {
  if (outcome.kind === 'failed' && outcome.body.reason === STAFF_STEP_UP_DECLINED) {
    return { kind: 'cancelled', text: 'Cancelled: nothing was changed.' };
  }
  return { kind: 'refused', text: staffFailureMessage(outcome, fallback) };
}

/**
 * The answer to an action, beside where it was taken. The status region is always in the page,
 * so screen readers announce the text put into it.
 */
export function StaffActionNotice({ outcome }: { outcome: StaffActionOutcome }) {
  return (
    <>
      <div
        role="status"
        className={
          outcome?.kind === 'done'
            ? 'alert alert-success'
            : outcome?.kind === 'cancelled'
              ? 'alert alert-secondary'
              : undefined
        }
      >
        {outcome?.kind === 'refused' ? null : outcome?.text}
      </div>
      {outcome?.kind === 'refused' && (
        <div role="alert" className="alert alert-danger">
          {outcome.text}
        </div>
      )}
    </>
  );
}
