import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { contactSupportMessage } from '@gloh/contract/messages';
import { FormField } from '@gloh/shared/form-field';
import { useSiteConfig } from '@gloh/shared/runtime-config';

interface RequestCodeDialogProps {
  show: boolean;
  onHide: () => void;
}

/**
 * 'Request Access Code': it makes no call; it points the visitor to
 * support, since codes are only issued by staff.
 */
export function RequestCodeDialog({ show, onHide }: RequestCodeDialogProps) {
  const { email: supportEmail } = useSiteConfig();
  const [email, setEmail] = useState('');
  const [answered, setAnswered] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim()) return;
    setAnswered(true);
  }

  function reset() {
    setEmail('');
    setAnswered(false);
  }

  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={reset}
      centered
      aria-labelledby="request-code-title"
    >
      <form noValidate onSubmit={handleSubmit}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="request-code-title" as="h2" className="h5">
            Request Access Code
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <FormField
            id="request-code-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(value) => {
              setEmail(value);
              setAnswered(false);
            }}
          />
          <div aria-live="polite">
            {answered && (
              <div className="alert alert-info mt-3 mb-0">
                <p className="mb-2">{contactSupportMessage(supportEmail)}</p>
                <a href={`mailto:${supportEmail}?subject=Investor%20access%20code`}>
                  Email support
                </a>
              </div>
            )}
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={!email.trim()}>
            Request Code
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
