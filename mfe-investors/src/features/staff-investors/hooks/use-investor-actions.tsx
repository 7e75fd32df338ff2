import { useState } from 'react';
import type { InvestorStatus } from '@gloh/contract/staff-ir';
import type { MailReceipt } from '@gloh/contract/staff-ops';
import { staffActionRefusal, type StaffActionOutcome } from '@gloh/staff-ui/action-notice';
import { ConfirmDialog } from '@gloh/staff-ui/confirm-dialog';
import { formatStaffDateTime } from '@gloh/staff-ui/format';
import { mailReceiptOf, mailReceiptText, RevealOnce } from '@gloh/staff-ui/mail-receipt';
import { postStaffIrAction } from '../../../api/staff-ir-api';

/** Who an action is taken on: what the list's rows and the investor page both know. */
export interface InvestorActionTarget {
  id: string;
  email: string;
  name: string;
  status: InvestorStatus;
}

/**
 * Revoking an investor's access (confirmed, then after the passkey step-up the API asks for) and
 * mailing them a reset link, the same from the list and from the investor's page. `onChanged`
 * runs after an action succeeded, to load what changed.
 */
export function useInvestorActions(onChanged: () => void) {
  const [notice, setNotice] = useState<StaffActionOutcome>(null);
  const [acting, setActing] = useState(false);
  const [revoking, setRevoking] = useState<InvestorActionTarget | null>(null);
  const [receipt, setReceipt] = useState<MailReceipt | null>(null);

  const run = async (action: () => Promise<{ done: string } | { failure: StaffActionOutcome }>) => {
    setActing(true);
    setNotice(null);
    setReceipt(null);
    const result = await action();
    setActing(false);
    if ('done' in result) {
      setNotice({ kind: 'done', text: result.done });
      onChanged();
    } else {
      setNotice(result.failure);
    }
  };

  const revoke = (investor: InvestorActionTarget) =>
    run(async () => {
      const outcome = await postStaffIrAction(
        'investorRevoke',
        { id: investor.id },
        {},
        { stepUpAction: `revoke ${investor.name}'s access` },
      );
      if (outcome.kind !== 'ok') {
        return {
          failure: staffActionRefusal(outcome, `The access of ${investor.name} was not revoked.`),
        };
      }
      const ended = outcome.body.sessionsEnded;
      return {
        done: `Revoked the access of ${investor.name}; ${ended} ${ended === 1 ? 'session' : 'sessions'} ended.`,
      };
    });

  const reset = (investor: InvestorActionTarget) =>
    run(async () => {
      const outcome = await postStaffIrAction('investorResetLink', { id: investor.id });
      if (outcome.kind !== 'ok') {
        return {
          failure: staffActionRefusal(outcome, `No reset link was sent to ${investor.name}.`),
        };
      }
      const { email, expiresAt } = outcome.body;
      const mail = mailReceiptOf(outcome.body);
      setReceipt(mail);
      const until = `it works until ${formatStaffDateTime(expiresAt)}`;
      return {
        done: mailReceiptText(
          mail,
          `A reset link was mailed to ${email}; ${until}.`,
          `The reset link for ${email} (${until}) is`,
        ),
      };
    });

  /** The buttons of one investor: Revoke access (while active) and Send reset link. */
  const buttons = (investor: InvestorActionTarget) => (
    <div className="d-flex flex-wrap gap-2">
      {investor.status === 'active' && (
        <button
          type="button"
          className="btn btn-outline-danger btn-sm text-nowrap"
          aria-label={`Revoke access: ${investor.name}`}
          disabled={acting}
          onClick={() => setRevoking(investor)}
        >
          Revoke access
        </button>
      )}
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm text-nowrap"
        aria-label={`Send reset link: ${investor.name}`}
        disabled={acting}
        onClick={() => void reset(investor)}
      >
        Send reset link
      </button>
    </div>
  );

  /** The confirmation and the once-only reveal of an undelivered link: render once per page. */
  const dialogs = (
    <>
      <RevealOnce key={receipt?.id} receipt={receipt} />
      <ConfirmDialog
        subject={revoking}
        title={(investor) => `Revoke access for ${investor.name} (${investor.email})?`}
        confirmLabel="Revoke access"
        onCancel={() => setRevoking(null)}
        onConfirm={(investor) => {
          setRevoking(null);
          void revoke(investor);
        }}
      >
        {() => 'They can no longer open the deck, and their open sessions end now.'}
      </ConfirmDialog>
    </>
  );

  return { notice, buttons, dialogs };
}
