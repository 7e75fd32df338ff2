import { useState } from 'react';
import {
  MAIL_SECRET_NAMES,
  STAFF_OPS_API_PATHS,
  type MailReceipt,
  type MailRevealResponse,
} from '@gloh/contract/staff-ops';
import { postStaffAction, staffFailureMessage } from './api-client';

/**
 * The receipt an action's answer carries beside its contract type (approve, reset link, invite),
 * or null from an older API that answers none.
 */
export function mailReceiptOf(body: object): MailReceipt | null {
  const { mail } = body as { mail?: MailReceipt };
  return mail ?? null;
}

/**
 * What staff are told of a mail an action queued: `mailed` when it goes out, otherwise that it
 * waits, and why (no SMTP on this server, or delivery failing and with what error).
 */
export function mailReceiptText(
  receipt: MailReceipt | null,
  mailed: string,
  queued: string,
): string {
  if (!receipt || receipt.delivery.state === 'ok') return mailed;
  const { delivery } = receipt;
  if (delivery.state === 'not-configured') {
    return `${queued} queued — mail is not configured on this server.`;
  }
  return `${queued} queued — delivery failing: ${delivery.lastError ?? 'unknown error'}.`;
}

/**
 * For a mail that cannot be delivered: the code or link it carries, revealed once on request
 * (the API asks for a passkey step-up and gives it out only once), to pass on by hand.
 */
export function RevealOnce({ receipt }: { receipt: MailReceipt | null }) {
  const [answer, setAnswer] = useState<MailRevealResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  if (!receipt?.revealable && !answer) return null;

  async function reveal() {
    if (!receipt) return;
    setError(null);
    const outcome = await postStaffAction<MailRevealResponse>(
      STAFF_OPS_API_PATHS.mailReveal.replace(':id', encodeURIComponent(receipt.id)),
    );
    if (outcome.kind === 'ok') setAnswer(outcome.body);
    else setError(staffFailureMessage(outcome, 'The code or link could not be revealed.'));
  }

  if (answer) {
    const name = MAIL_SECRET_NAMES[answer.kind];
    return (
      <div className="alert alert-warning" aria-live="polite">
        <p className="mb-2">
          The {name} for {answer.to}, shown this once: pass it on yourself.
        </p>
        <div className="d-flex flex-wrap align-items-center gap-2">
          {/* The alert's own text colour: Bootstrap's pink code is too faint on its yellow. */}
          <code className="text-break text-reset" aria-label={`The ${name}`}>
            {answer.secret}
          </code>
          <button
            type="button"
            className="btn btn-outline-dark btn-sm"
            onClick={() =>
              void navigator.clipboard?.writeText(answer.secret).then(() => setCopied(true))
            }
          >
            {copied ? 'Copied' : 'Copy'}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="mb-3">
      <button type="button" className="btn btn-warning btn-sm" onClick={() => void reveal()}>
        Reveal it once to pass it on
      </button>
      {error && (
        <div role="alert" className="alert alert-danger mt-2">
          {error}
        </div>
      )}
    </div>
  );
}
