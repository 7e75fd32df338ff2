import { useState, type FormEvent } from 'react';
import { LOGIN_RULES } from '@gloh/contract/auth';
import {
  accessEndedFormMessage,
  formResultMessage,
  type FormPostResult,
} from '@gloh/contract/form-posts';
import { LOGIN_MESSAGES } from '@gloh/contract/messages';
import { ErrorAlert, FormField, SubmitButton, type FormFieldProps } from '@gloh/shared/form-field';
import { useFormFields } from '@gloh/shared/form-fields';
import { useFormSubmission } from '@gloh/shared/form-submission';
import { useNavigate } from '@gloh/shared/router';
import { useSiteConfig } from '@gloh/shared/runtime-config';
import { pagePath } from '../../../app/page-paths';
import { AuthPostForm } from '../../../components/auth-post-form';
import { logIn, type LoginCredentials, withExpiredAccessMessage } from '../api/log-in';
import styles from '../presentation-access.module.css';

const NO_CREDENTIALS: LoginCredentials = { email: '', accessCode: '' };

/** Each box's hints, so password managers fill them (the access code is a current password). */
const LOGIN_FIELDS = {
  email: {
    id: 'investor-login-email',
    label: 'Email',
    type: 'email',
    autoComplete: 'username',
    inputProps: { inputMode: 'email' },
  },
  accessCode: {
    id: 'investor-login-access-code',
    label: 'Access code',
    autoComplete: 'current-password',
    inputProps: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false },
  },
} as const satisfies Record<keyof LoginCredentials, Partial<FormFieldProps>>;

interface LoginFormProps {
  onRequestCode: () => void;
  /** The outcome of the form's plain HTML post, when the page was reached by one. */
  posted?: FormPostResult;
}

/** Email + access code. The fields carry autocomplete hints so password managers can fill them. */
export function LoginForm({ onRequestCode, posted }: LoginFormProps) {
  const navigate = useNavigate();
  const { email: contactEmail } = useSiteConfig();
  const fields = useFormFields(LOGIN_RULES, NO_CREDENTIALS);
  const submission = useFormSubmission(LOGIN_MESSAGES);
  const [codeVisible, setCodeVisible] = useState(false);
  const { state, submitting } = submission;
  const postedOutcome = state.status === 'idle' ? posted : undefined;
  const common = { className: 'mb-3', required: true, disabled: submitting };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    const ended = await submission.submitForm(event, fields.validate, async () =>
      withExpiredAccessMessage(await logIn(fields.values), contactEmail),
    );
    if (ended?.type === 'succeed') navigate(pagePath('presentation'));
  }

  return (
    // Posted before the scripts run (or without them), the API signs in and redirects.
    <AuthPostForm
      action="login"
      label="Investor login"
      formRef={fields.formRef}
      onSubmit={handleSubmit}
    >
      <FormField {...fields.field('email')} {...LOGIN_FIELDS.email} {...common} />
      <FormField
        {...fields.field('accessCode')}
        {...LOGIN_FIELDS.accessCode}
        {...common}
        type={codeVisible ? 'text' : 'password'}
        append={
          <button
            type="button"
            className={`btn btn-outline-secondary ${styles.investorCodeToggle}`}
            aria-pressed={codeVisible}
            aria-controls={LOGIN_FIELDS.accessCode.id}
            onClick={() => setCodeVisible((visible) => !visible)}
          >
            {codeVisible ? 'Hide' : 'Show'}
            <span className="visually-hidden"> access code</span>
          </button>
        }
      />
      {state.status === 'failed' && <ErrorAlert>{state.error}</ErrorAlert>}
      {postedOutcome?.outcome === 'error' && (
        <ErrorAlert>
          {postedOutcome.error === 'access-ended'
            ? accessEndedFormMessage(contactEmail)
            : formResultMessage(postedOutcome)}
        </ErrorAlert>
      )}
      <SubmitButton
        submitting={submitting}
        submittingLabel="Signing in..."
        className="btn btn-primary w-100"
      >
        Log in
      </SubmitButton>
      <div className={styles.investorLoginAlt}>
        <span>No access code yet?</span>
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={onRequestCode}>
          Request Access Code
        </button>
      </div>
    </AuthPostForm>
  );
}
