import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { AccessRequestSummary } from '@gloh/contract/staff-ir';
import { ConfirmDialog } from '@gloh/staff-ui/confirm-dialog';
import { formatStaffDateTime } from '@gloh/staff-ui/format';

const revoked = (request: AccessRequestSummary) => request.investorRevokedAt !== null;

/**
 * Asks before approving a request, naming the requester. When their email was revoked,
 * approving gives that investor their access back, which the member must see before they
 * confirm, not only after. The access may be given an end date here (optional, the member's own
 * time zone); left empty, it lasts until revoked.
 */
export function ApproveRequestDialog({
  request,
  onCancel,
  onConfirm,
}: {
  request: AccessRequestSummary | null;
  onCancel: () => void;
  onConfirm: (request: AccessRequestSummary, accessExpiresAt: string | null) => void;
}) {
  const id = useId();
  const [ends, setEnds] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = () => {
    setEnds('');
    setProblem(null);
  };
  const confirm = (shown: AccessRequestSummary) => {
    if (ends === '') {
      reset();
      onConfirm(shown, null);
      return;
    }
    const at = new Date(ends);
    if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) {
      setProblem('Choose a date and time in the future, or leave it empty.');
      document.getElementById(`${id}-ends`)?.focus();
      return;
    }
    reset();
    onConfirm(shown, at.toISOString());
  };
  const endField = (
    <div className="mt-3">
      <label className="form-label" htmlFor={`${id}-ends`}>
        Access ends on (optional, your time)
      </label>
      <input
        id={`${id}-ends`}
        className={`form-control${problem ? ' is-invalid' : ''}`}
        type="datetime-local"
        value={ends}
        aria-invalid={problem ? true : undefined}
        aria-describedby={`${id}-ends-hint${problem ? ` ${id}-ends-problem` : ''}`}
        onChange={(event) => setEnds(event.target.value)}
      />
      {problem && (
        <p id={`${id}-ends-problem`} className="invalid-feedback d-block" role="alert">
          {problem}
        </p>
      )}
      <p id={`${id}-ends-hint`} className="form-text mb-0">
        Left empty, access lasts until revoked.
      </p>
    </div>
  );
  return (
    <ConfirmDialog
      subject={request}
      title={(shown) =>
        revoked(shown)
          ? `Restore the access of ${shown.name}?`
          : `Approve the request of ${shown.name} (${shown.email})?`
      }
      confirmLabel={request && revoked(request) ? 'Approve and restore access' : 'Approve'}
      confirmVariant={request && revoked(request) ? 'warning' : 'primary'}
      onCancel={() => {
        reset();
        onCancel();
      }}
      onConfirm={confirm}
    >
      {(shown) =>
        revoked(shown) ? (
          <>
            <Alert variant="warning">
              The access of {shown.email} was revoked on{' '}
              {formatStaffDateTime(shown.investorRevokedAt)}. Approving this request restores its
              access to the deck.
            </Alert>
            <p className="mb-0">A new access code is mailed to {shown.email}.</p>
            {endField}
          </>
        ) : (
          <>
            <p className="mb-0">
              An access code is mailed to {shown.email}; with it they can open the deck.
            </p>
            {endField}
          </>
        )
      }
    </ConfirmDialog>
  );
}
