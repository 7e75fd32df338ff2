import { useEffect, useRef, type FormEvent } from 'react';
import { API_PATHS } from '@gloh/contract/api';
import { CONTACT_RULES, type ContactMessagePayload } from '@gloh/contract/contact';
import { trimFields } from '@gloh/contract/field-rules';
import { formResultMessage, type FormPostResult } from '@gloh/contract/form-posts';
import { CONTACT_MESSAGES, CONTACT_SUBMITTING_LABEL } from '@gloh/contract/messages';
import { postJson } from '@gloh/shared/api-client';
import { FormField, SubmitButton } from '@gloh/shared/form-field';
import { useFormFields } from '@gloh/shared/form-fields';
import { useFormSubmission } from '@gloh/shared/form-submission';
import { Icon } from '../../components/icon';
import styles from './contact.module.css';
import { checkIcon } from '../../components/icons/check';

const EMPTY_MESSAGE: ContactMessagePayload = { name: '', email: '', message: '' };

const FIELDS: readonly {
  name: keyof ContactMessagePayload;
  label: string;
  type?: 'email';
  rows?: number;
  autoComplete: string;
}[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'message', label: 'Message', rows: 6, autoComplete: 'off' },
];

interface ContactFormProps {
  /** The outcome of the form's plain HTML post, when the page was reached by one. */
  posted?: FormPostResult;
}

export function ContactForm({ posted }: ContactFormProps) {
  const fields = useFormFields(CONTACT_RULES, EMPTY_MESSAGE);
  const submission = useFormSubmission(CONTACT_MESSAGES);
  const successRef = useRef<HTMLDivElement>(null);
  const { state, submitting } = submission;

  useEffect(() => {
    // The form disappears on success: move focus to the message so it is not lost with it.
    if (state.status === 'succeeded') successRef.current?.focus();
  }, [state.status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !fields.validate()) return;
    const sent = trimFields(CONTACT_RULES, fields.values);
    const ended = await submission.submit(() => postJson(API_PATHS.contact, sent));
    // Success clears the fields; a failure keeps them for another try.
    if (ended?.type === 'succeed') fields.clear();
  }

  // A script-driven submission replaces what the plain post's redirect said.
  const postedOutcome = state.status === 'idle' ? posted : undefined;
  if (state.status === 'succeeded' || postedOutcome?.outcome === 'sent') {
    return (
      <div
        ref={successRef}
        className={styles.contactSuccess}
        role="status"
        tabIndex={-1}
        data-testid="contact-success"
      >
        <span className={styles.contactSuccessIcon}>
          <Icon icon={checkIcon} size={28} />
        </span>
        {/* The form is replaced by this text, whatever the server said. */}
        <p className="h5 mb-0">{CONTACT_MESSAGES.fallbackSuccess}</p>
      </div>
    );
  }

  return (
    // method and action: submitted before the scripts run (or without them), the browser posts to
    // the API, which answers with this page, never a GET that puts the fields into the address.
    <form
      ref={fields.formRef}
      method="post"
      action={API_PATHS.contact}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="contact-form-title"
      data-testid="contact-form"
    >
      <fieldset disabled={submitting} className="d-grid gap-3">
        <legend className="visually-hidden">Your message</legend>
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`contact-${field.name}`}
            name={field.name}
            label={
              <>
                <span className="fw-semibold">{field.label}</span>{' '}
                <span className="text-body-secondary small">(required)</span>
              </>
            }
            type={field.type}
            rows={field.rows}
            size="lg"
            required
            maxLength={CONTACT_RULES[field.name].maxLength}
            autoComplete={field.autoComplete}
            value={fields.values[field.name]}
            error={fields.errors[field.name]}
            onChange={(value) => fields.setValue(field.name, value)}
          />
        ))}
        {state.status === 'failed' && (
          <div className="alert alert-danger mb-0" role="alert" data-testid="contact-error">
            {state.error}
          </div>
        )}
        {postedOutcome?.outcome === 'error' && (
          <div className="alert alert-danger mb-0" role="alert" data-testid="contact-error">
            {formResultMessage(postedOutcome)}
          </div>
        )}
        <div>
          <SubmitButton
            submitting={submitting}
            submittingLabel={CONTACT_SUBMITTING_LABEL}
            className="btn btn-primary btn-lg px-4"
          >
            Send Message
          </SubmitButton>
        </div>
      </fieldset>
    </form>
  );
}
