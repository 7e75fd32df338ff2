import { useId, useState, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';

/**
 * Asks before a staff action that cannot simply be undone (revoke, disable, make live, approve).
 * A react-bootstrap Modal: focus stays inside while it is open, Escape cancels, and focus goes
 * back to the button that opened it. `subject` is null while closed; the question keeps the last
 * subject while the dialog fades out.
 */
export function ConfirmDialog<Subject>({
  subject,
  title,
  children,
  confirmLabel,
  confirmVariant = 'danger',
  onCancel,
  onConfirm,
}: {
  subject: Subject | null;
  title: (subject: Subject) => string;
  children?: (subject: Subject) => ReactNode;
  confirmLabel: string;
  confirmVariant?: 'danger' | 'primary' | 'warning';
  onCancel: () => void;
  /** Called after the dialog closed, so a passkey step-up that follows never stacks on it. */
  onConfirm: (subject: Subject) => void;
}) {
  const id = useId();
  const [shown, setShown] = useState(subject);
  if (subject !== null && subject !== shown) setShown(subject);

  return (
    <Modal
      show={subject !== null}
      onHide={onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={children ? `${id}-body` : undefined}
    >
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id={`${id}-title`} as="h2" className="h5">
          {shown !== null && title(shown)}
        </Modal.Title>
      </Modal.Header>
      {children && shown !== null && <Modal.Body id={`${id}-body`}>{children(shown)}</Modal.Body>}
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className={`btn btn-${confirmVariant}`}
          onClick={() => {
            if (subject !== null) onConfirm(subject);
          }}
        >
          {confirmLabel}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
