import Alert from 'react-bootstrap/Alert';
import type { AccessRequestSummary } from '@gloh/contract/staff-ir';
import { ConfirmDialog } from '@gloh/staff-ui/confirm-dialog';
import { formatStaffDateTime } from '@gloh/staff-ui/format';
import { useAccessEndField } from './access-end-field';

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
  const end = useAccessEndField();
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
        end.reset();
        onCancel();
      }}
      canConfirm={end.check}
      onConfirm={(shown) => onConfirm(shown, end.take())}
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
            {end.field}
          </>
        ) : (
          <>
            <p className="mb-0">
              An access code is mailed to {shown.email}; with it they can open the deck.
            </p>
            {end.field}
          </>
        )
      }
    </ConfirmDialog>
  );
}
