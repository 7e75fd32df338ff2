import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Modal from 'react-bootstrap/Modal';
import {
  REJECT_NOTE_MAX_LENGTH,
  type AccessRequestRejectRequest,
  type AccessRequestSummary,
} from '@gloh/contract/staff-ir';
import { RequesterList } from './requester-list';
import { requestCount } from './request-count';

/**
 * Asks how to decline one request or several at once: whether to mail the requesters, and an
 * optional note for that mail (the same for each). Several are listed by name, so the member sees
 * whom they decline. `onConfirm` resolves to an error message, or null once the API took it.
 */
export function RejectRequestDialog({
  requests,
  onCancel,
  onConfirm,
}: {
  requests: readonly AccessRequestSummary[] | null;
  onCancel: () => void;
  onConfirm: (choice: AccessRequestRejectRequest) => Promise<string | null>;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [notify, setNotify] = useState(true);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The title keeps the names while the dialog fades out after `requests` went back to null.
  const [shown, setShown] = useState(requests);
  if (requests !== null && requests !== shown) setShown(requests);
  const many = (shown?.length ?? 0) > 1;

  const reset = () => {
    setNote('');
    setNotify(true);
    setSending(false);
    setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    const trimmed = note.trim();
    // The note only travels in the mail, so it is sent only when the requester is mailed.
    const failure = await onConfirm(
      notify && trimmed !== '' ? { notify, note: trimmed } : { notify },
    );
    setSending(false);
    setError(failure);
  };

  return (
    <Modal
      show={requests !== null}
      onHide={onCancel}
      onExited={reset}
      aria-labelledby={`${id}-title`}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Modal.Header closeButton closeLabel="Cancel">
          <Modal.Title id={`${id}-title`} as="h2" className="h5">
            {many
              ? `Reject ${requestCount(shown!.length)}`
              : `Reject the request of ${shown?.[0]?.name}`}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {many && <RequesterList requests={shown!} label={`The ${requestCount(shown!.length)}`} />}
          <div className="form-check mb-3">
            <input
              id={`${id}-notify`}
              className="form-check-input"
              type="checkbox"
              checked={notify}
              onChange={(event) => setNotify(event.target.checked)}
            />
            <label className="form-check-label" htmlFor={`${id}-notify`}>
              {many ? 'Mail each requester' : 'Mail the requester'}
            </label>
          </div>
          <label className="form-label" htmlFor={`${id}-note`}>
            {many ? 'Note to each requester (optional)' : 'Note to the requester (optional)'}
          </label>
          <textarea
            id={`${id}-note`}
            className="form-control"
            rows={4}
            value={note}
            maxLength={REJECT_NOTE_MAX_LENGTH}
            disabled={!notify}
            aria-describedby={`${id}-note-hint`}
            onChange={(event) => setNote(event.target.value)}
          />
          <p id={`${id}-note-hint`} className="form-text">
            Added to the mail; up to {REJECT_NOTE_MAX_LENGTH} characters.
          </p>
          {error && (
            <Alert variant="danger" className="mb-0">
              {error}
            </Alert>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn btn-danger" disabled={sending}>
            {many ? `Reject ${requestCount(shown!.length)}` : 'Reject request'}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
