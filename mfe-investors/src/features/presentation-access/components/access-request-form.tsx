import type { FormEvent } from 'react';
import { ACCESS_REQUEST_RULES, type AccessRequestPayload } from '@gloh/contract/access-request';
import { API_PATHS } from '@gloh/contract/api';
import { formResultMessage, type FormPostResult } from '@gloh/contract/form-posts';
import { ACCESS_REQUEST_MESSAGES } from '@gloh/contract/messages';
import { ErrorAlert, FormField, SubmitButton } from '@gloh/shared/form-field';
import { useFormFields } from '@gloh/shared/form-fields';
import { useFormSubmission } from '@gloh/shared/form-submission';
import { requestPresentationAccess } from '../api/request-presentation-access';

type AccessRequestValues = Required<AccessRequestPayload>;

const EMPTY_ACCESS_REQUEST: AccessRequestValues = {
  name: '',
  companyName: '',
  phoneNumber: '',
  email: '',
  message: '',
};

const REQUIRED_FIELDS: readonly {
  name: Exclude<keyof AccessRequestValues, 'message'>;
  label: string;
  type?: 'tel' | 'email';
  autoComplete: string;
}[] = [
  { name: 'name', label: 'Full name', autoComplete: 'name' },
  { name: 'companyName', label: 'Company', autoComplete: 'organization' },
  { name: 'phoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];

/** Asks staff for an access code; the request is reviewed and the code sent by email. */
interface AccessRequestFormProps {
  /** The outcome of the form's plain HTML post, when the page was reached by one. */
  posted?: FormPostResult;
}

export function AccessRequestForm({ posted }: AccessRequestFormProps) {
  const fields = useFormFields<AccessRequestValues>(ACCESS_REQUEST_RULES, EMPTY_ACCESS_REQUEST);
  const submission = useFormSubmission(ACCESS_REQUEST_MESSAGES);
  const { state, submitting } = submission;
  const postedOutcome = state.status === 'idle' ? posted : undefined;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const ended = await submission.submitForm(event, fields.validate, () =>
      requestPresentationAccess(fields.values),
    );
    // Success shows the server's message and clears the form.
    if (ended?.type === 'succeed') fields.clear();
  }

  return (
    // method and action: submitted before the scripts run (or without them), the browser posts to
    // the API, which answers with this page, never a GET that puts the fields into the address.
    <form
      ref={fields.formRef}
      method="post"
      action={API_PATHS.presentationAccess}
      noValidate
      onSubmit={handleSubmit}
      aria-label="Request access"
    >
      <div className="row g-3">
        {REQUIRED_FIELDS.map((field) => (
          <FormField
            {...fields.field(field.name)}
            key={field.name}
            className="col-12 col-sm-6"
            id={`access-request-${field.name}`}
            label={
              <>
                {field.label} <span aria-hidden="true">*</span>
              </>
            }
            type={field.type}
            autoComplete={field.autoComplete}
            required
            disabled={submitting}
          />
        ))}
        <FormField
          {...fields.field('message')}
          className="col-12"
          id="access-request-message"
          label={
            <>
              Message <span className="text-body-secondary">(optional)</span>
            </>
          }
          rows={3}
          disabled={submitting}
        />
      </div>
      <p className="small text-body-secondary mt-2 mb-3">
        <span aria-hidden="true">*</span> Required field
      </p>
      <div aria-live="polite">
        {state.status === 'succeeded' && (
          <div className="alert alert-success" role="status">
            {state.message}
          </div>
        )}
        {state.status === 'failed' && <ErrorAlert>{state.error}</ErrorAlert>}
        {postedOutcome && (
          <div
            className={`alert ${postedOutcome.outcome === 'sent' ? 'alert-success' : 'alert-danger'}`}
            role={postedOutcome.outcome === 'sent' ? 'status' : 'alert'}
          >
            {formResultMessage(postedOutcome)}
          </div>
        )}
      </div>
      <SubmitButton
        submitting={submitting}
        submittingLabel="Sending request..."
        className="btn btn-accent w-100"
      >
        Request Access
      </SubmitButton>
    </form>
  );
}
