import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Modal from 'react-bootstrap/Modal';
import type { AccessRequestSummary } from '@gloh/contract/staff-ir';
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
  const id = useId();
  // The text keeps the request while the dialog fades out after `request` went back to null.
  const [shown, setShown] = useState(request);
  if (request !== null && request !== shown) setShown(request);

  return (
    <Modal show={request !== null} onHide={onCancel} aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel="Cancel">
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          Restore the access of {shown?.name}?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <Alert variant="warning">
          The access of {shown?.email} was revoked on{' '}
          {formatStaffDateTime(shown?.investorRevokedAt ?? null)}. Approving this request restores
          its access to the deck.
        </Alert>
        <p className="mb-0">A new access code is mailed to {shown?.email}.</p>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="btn btn-warning"
          onClick={() => {
            if (request) onConfirm(request);
          }}
        >
          Approve and restore access
        </button>
      </Modal.Footer>
    </Modal>
  );
}
