import Alert from 'react-bootstrap/Alert';
import type { AccessRequestSummary } from '@gloh/contract/staff-ir';
import { ConfirmDialog } from '@gloh/shared/staff-confirm-dialog';
import { formatStaffDateTime } from '@gloh/shared/staff-format';

/**
 * Asks before approving a request whose email was revoked: approving gives that investor their
 * access back, which the member must see before they confirm, not only after.
 */
export function RestoreAccessDialog({
  request,
  onCancel,
  onConfirm,
}: {
  request: AccessRequestSummary | null;
  onCancel: () => void;
  onConfirm: (request: AccessRequestSummary) => void;
}) {
  return (
    <ConfirmDialog
      subject={request}
      title={(shown) => `Restore the access of ${shown.name}?`}
      confirmLabel="Approve and restore access"
      confirmVariant="warning"
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {(shown) => (
        <>
          <Alert variant="warning">
            The access of {shown.email} was revoked on{' '}
            {formatStaffDateTime(shown.investorRevokedAt)}. Approving this request restores its
            access to the deck.
          </Alert>
          <p className="mb-0">A new access code is mailed to {shown.email}.</p>
        </>
      )}
    </ConfirmDialog>
  );
}
