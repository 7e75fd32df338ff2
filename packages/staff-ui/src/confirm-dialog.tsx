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
  canConfirm,
  onConfirm,
}: {
  subject: Subject | null;
  title: (subject: Subject) => string;
  children?: (subject: Subject) => ReactNode;
  confirmLabel: string;
  confirmVariant?: 'danger' | 'primary' | 'warning';
  onCancel: () => void;
  /** Runs on the confirm button; false keeps the dialog open (a field in it says what is wrong). */
  canConfirm?: (subject: Subject) => boolean;
  /**
   * Called once the dialog has closed, not on the click: the passkey step-up that follows
   * opens its own dialog, and two modal dialogs fading in and out at once can leave the first
   * one covering the page.
   */
  onConfirm: (subject: Subject) => void;
}) {
  const id = useId();
  const [shown, setShown] = useState(subject);
  if (subject !== null && subject !== shown) setShown(subject);
  const [confirmed, setConfirmed] = useState<Subject | null>(null);
  if (subject === null && confirmed !== null) setConfirmed(null);

  return (
    <Modal
      show={subject !== null && confirmed === null}
      onHide={onCancel}
      onExited={() => {
        if (confirmed !== null) onConfirm(confirmed);
      }}
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
            if (subject !== null && (canConfirm?.(subject) ?? true)) setConfirmed(subject);
          }}
        >
          {confirmLabel}
        </button>
      </Modal.Footer>
    </Modal>
  );
}
