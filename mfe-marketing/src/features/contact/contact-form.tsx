import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import { API_PATHS, postJson } from '@gloh/shared/api-client';
import { Icon } from '../../components/icon';
import {
  contactFormReducer,
  INITIAL_CONTACT_STATE,
  SUBMITTING_LABEL,
  SUCCESS_MESSAGE,
  validateContact,
  type ContactErrors,
  type ContactField,
} from './contact-form-state';

const FIELDS: readonly {
  name: ContactField;
  label: string;
  type: 'text' | 'email' | 'textarea';
  autoComplete: string;
}[] = [
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'message', label: 'Message', type: 'textarea', autoComplete: 'off' },
];

export function ContactForm() {
  const [state, dispatch] = useReducer(contactFormReducer, INITIAL_CONTACT_STATE);
  const [errors, setErrors] = useState<ContactErrors>({});
  const successRef = useRef<HTMLDivElement>(null);
  const submitting = state.status === 'submitting';

  useEffect(() => {
    // The form disappears on success: move focus to the message so it is not lost with it.
    if (state.status === 'success') successRef.current?.focus();
  }, [state.status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const found = validateContact(state.values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field.name]);
    if (firstInvalid) {
      document.getElementById(`contact-${firstInvalid.name}`)?.focus();
      return;
    }
    dispatch({ type: 'submit' });
    const { name, email, message } = state.values;
    const outcome = await postJson(API_PATHS.contact, {
      name: name.trim(),
      email: email.trim(),
      message: message.trim(),
    });
    dispatch({ type: 'settled', outcome });
  }

  if (state.status === 'success') {
    return (
      <div
        ref={successRef}
        className="contact-success"
        role="status"
        tabIndex={-1}
        data-testid="contact-success"
      >
        <span className="contact-success-icon">
          <Icon name="check" size={28} />
        </span>
        <p className="h5 mb-0">{SUCCESS_MESSAGE}</p>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      data-testid="contact-form"
    >
      <fieldset disabled={submitting} className="d-grid gap-3">
        <legend className="visually-hidden">Your message</legend>
        {FIELDS.map((field) => {
          const id = `contact-${field.name}`;
          const error = errors[field.name];
          const common = {
            id,
            name: field.name,
            className: `form-control form-control-lg ${error ? 'is-invalid' : ''}`,
            value: state.values[field.name],
            required: true,
            autoComplete: field.autoComplete,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            onChange: (event: { target: { value: string } }) => {
              dispatch({ type: 'edit', field: field.name, value: event.target.value });
              if (error) setErrors((current) => ({ ...current, [field.name]: undefined }));
            },
          };
          return (
            <div key={field.name}>
              <label htmlFor={id} className="form-label fw-semibold">
                {field.label}{' '}
                <span className="text-body-secondary fw-normal small">(required)</span>
              </label>
              {field.type === 'textarea' ? (
                <textarea {...common} rows={6} />
              ) : (
                <input {...common} type={field.type} />
              )}
              {error && (
                <div id={`${id}-error`} className="invalid-feedback">
                  {error}
                </div>
              )}
            </div>
          );
        })}
        {state.status === 'failed' && (
          <div className="alert alert-danger mb-0" role="alert" data-testid="contact-error">
            {state.error}
          </div>
        )}
        <div>
          <button type="submit" className="btn btn-primary btn-lg px-4">
            {submitting && (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            )}
            {submitting ? SUBMITTING_LABEL : 'Send Message'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
