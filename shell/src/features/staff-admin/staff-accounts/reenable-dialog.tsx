import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { StaffMemberSummary } from '@gloh/contract/staff';

/**
 * Asks before an invitation enables a disabled account again: the API removes its old passkeys
 * then (a device kept by whoever was shut out must not sign in again), which the admin should know.
 */
export function ReenableDialog({
  member,
  onConfirm,
  onCancel,
}: {
  member: StaffMemberSummary | null;
  onConfirm: (member: StaffMemberSummary) => void;
  onCancel: () => void;
}) {
  const who = member ? member.name || member.email : '';
  return (
    <Modal show={member !== null} onHide={onCancel} aria-labelledby="staff-reenable-title">
      <Modal.Header closeButton>
        <Modal.Title id="staff-reenable-title" as="h2" className="h5">
          Re-enable {who}?
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="mb-0">
          Their old passkeys will be removed; they set up a new one from the invite.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={() => member && onConfirm(member)}>Re-enable and invite</Button>
      </Modal.Footer>
    </Modal>
  );
}
