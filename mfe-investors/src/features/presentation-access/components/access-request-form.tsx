import { useReducer, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { IDLE, outcomeToEvent, submissionReducer } from '../../../lib/submission-state';
import {
  ACCESS_REQUEST_LIMITS,
  EMPTY_ACCESS_REQUEST,
  validateAccessRequest,
  type AccessRequestErrors,
} from '../access-request-validation';
import { requestPresentationAccess, type AccessRequest } from '../api/request-presentation-access';
import { ACCESS_REQUEST_MESSAGES } from '../presentation-access-messages';

interface FieldProps {
  name: keyof AccessRequest;
  label: string;
  type?: string;
  autoComplete: string;
  maxLength: number;
  optional?: boolean;
}

const FIELDS: readonly FieldProps[] = [
  { name: 'name', label: 'Full name', autoComplete: 'name', maxLength: ACCESS_REQUEST_LIMITS.text },
  {
    name: 'companyName',
    label: 'Company',
    autoComplete: 'organization',
    maxLength: ACCESS_REQUEST_LIMITS.text,
  },
  {
    name: 'phoneNumber',
    label: 'Phone number',
    type: 'tel',
    autoComplete: 'tel',
    maxLength: ACCESS_REQUEST_LIMITS.phone,
  },
  {
    name: 'email',
    label: 'Email',
    type: 'email',
    autoComplete: 'email',
    maxLength: ACCESS_REQUEST_LIMITS.text,
  },
];

/** Asks staff for an access code; the request is reviewed and the code sent by email. */
export function AccessRequestForm() {
  const [values, setValues] = useState<AccessRequest>(EMPTY_ACCESS_REQUEST);
  const [errors, setErrors] = useState<AccessRequestErrors>({});
  const [state, dispatch] = useReducer(submissionReducer, IDLE);
  const formRef = useRef<HTMLFormElement>(null);
  const submitting = state.status === 'submitting';

  function update(name: keyof AccessRequest, value: string) {
    setValues((previous) => ({ ...previous, [name]: value }));
    if (errors[name]) setErrors((previous) => ({ ...previous, [name]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validateAccessRequest(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field.name]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid.name}"]`)?.focus();
      return;
    }
    dispatch({ type: 'submit' });
    const result = outcomeToEvent(await requestPresentationAccess(values), ACCESS_REQUEST_MESSAGES);
    dispatch(result);
    if (result.type === 'succeed') setValues(EMPTY_ACCESS_REQUEST);
  }

  return (
    <Form ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Request access">
      <div className="row g-3">
        {FIELDS.map((field) => (
          <Form.Group
            key={field.name}
            className="col-12 col-sm-6"
            controlId={`access-request-${field.name}`}
          >
            <Form.Label>
              {field.label} <span aria-hidden="true">*</span>
            </Form.Label>
            <Form.Control
              type={field.type ?? 'text'}
              name={field.name}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              required
              aria-required="true"
              value={values[field.name]}
              disabled={submitting}
              isInvalid={Boolean(errors[field.name])}
              aria-describedby={
                errors[field.name] ? `access-request-${field.name}-error` : undefined
              }
              onChange={(event) => update(field.name, event.target.value)}
            />
            <Form.Control.Feedback type="invalid" id={`access-request-${field.name}-error`}>
              {errors[field.name]}
            </Form.Control.Feedback>
          </Form.Group>
        ))}
        <Form.Group className="col-12" controlId="access-request-message">
          <Form.Label>
            Message <span className="text-body-secondary">(optional)</span>
          </Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            name="message"
            maxLength={ACCESS_REQUEST_LIMITS.message}
            value={values.message}
            disabled={submitting}
            onChange={(event) => update('message', event.target.value)}
          />
        </Form.Group>
      </div>
      <p className="small text-body-secondary mt-2 mb-3">
        <span aria-hidden="true">*</span> Required field
      </p>
      <div aria-live="polite">
        {state.status === 'succeeded' && <Alert variant="success">{state.message}</Alert>}
        {state.status === 'failed' && (
          <Alert variant="danger" role="alert">
            {state.error}
          </Alert>
        )}
      </div>
      <Button type="submit" variant="accent" className="w-100" disabled={submitting}>
        {submitting ? (
          <>
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            Sending request...
          </>
        ) : (
          'Request Access'
        )}
      </Button>
    </Form>
  );
}
