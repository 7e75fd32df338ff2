import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { STAFF_STEP_UP_SECONDS } from '@gloh/contract/staff';
import { onStaffStepUpRequest } from '@gloh/staff-ui/api-client';
import { stepUpWithPasskey } from './staff-api';

/**
 * Answers the staff pages' step-up requests (an action the API refuses until the member confirms
 * with a passkey): asks them, runs the passkey ceremony, and tells the page whether to repeat
 * its call.
 */
export function StepUpDialog() {
  const settle = useRef<((confirmed: boolean) => void) | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [cancelled, setCancelled] = useState(false);
  const [action, setAction] = useState<string>();
  useEffect(
    () =>
      onStaffStepUpRequest(
        (requested) =>
          new Promise<boolean>((resolve) => {
            // A second request while one is open declines the first: one question at a time.
            settle.current?.(false);
            settle.current = resolve;
            setError(undefined);
            setCancelled(false);
            setAction(requested);
            setOpen(true);
          }),
      ),
    [],
  );
  function finish(confirmed: boolean) {
    settle.current?.(confirmed);
    settle.current = null;
    setOpen(false);
  }
  async function confirm() {
    setBusy(true);
    setError(undefined);
    setCancelled(false);
    const result = await stepUpWithPasskey();
    setBusy(false);
    if (result.kind === 'signed-in') finish(true);
    else if (result.cancelled) setCancelled(true);
    else setError(result.message);
  }
  return (
    <Modal
      show={open}
      onHide={() => finish(false)}
      backdrop="static"
      aria-labelledby="staff-step-up-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="staff-step-up-title" as="h2" className="h5">
          Confirm it is you
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>
          {action
            ? `Confirm with your passkey to ${action}.`
            : 'This action changes who can see or do what, so it needs your passkey again.'}{' '}
          Once confirmed, such actions need no new confirmation for{' '}
          {Math.round(STAFF_STEP_UP_SECONDS / 60)} minutes.
        </p>
        {/* Closing the passkey prompt is a choice, not a failure: said plainly, not in red. */}
        <p role="status" className="mb-0 text-body-secondary">
          {cancelled ? 'No passkey was used. Try again, or cancel.' : null}
        </p>
        {error && (
          <Alert variant="danger" role="alert" className="mb-0">
            {error}
          </Alert>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={() => finish(false)} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Waiting for your passkey…' : 'Confirm with passkey'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
