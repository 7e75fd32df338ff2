import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useSiteConfig } from '@gloh/shared/runtime-config';
import { contactSupportMessage } from '../presentation-access-messages';

interface RequestCodeDialogProps {
  show: boolean;
  onHide: () => void;
}

/**
 * 'Request Access Code' (spec sections 2, 5, 8): it makes no call; it points the visitor to
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
      <Form onSubmit={handleSubmit}>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="request-code-title" as="h2" className="h5">
            Request Access Code
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <Form.Group controlId="request-code-email">
            <Form.Label>Email</Form.Label>
            <Form.Control
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setAnswered(false);
              }}
            />
          </Form.Group>
          <div aria-live="polite">
            {answered && (
              <Alert variant="info" className="mt-3 mb-0">
                <p className="mb-2">{contactSupportMessage(supportEmail)}</p>
                <a href={`mailto:${supportEmail}?subject=Investor%20access%20code`}>
                  Email support
                </a>
              </Alert>
            )}
          </div>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onHide}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" disabled={!email.trim()}>
            Request Code
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
