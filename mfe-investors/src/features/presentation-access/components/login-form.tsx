import { useState, type FormEvent } from 'react';
import { LOGIN_RULES } from '@gloh/contract/auth';
import { API_PATHS } from '@gloh/contract/api';
import { formResultMessage, type FormPostResult } from '@gloh/contract/form-posts';
import { LOGIN_MESSAGES } from '@gloh/contract/messages';
import { FormField, SubmitButton } from '@gloh/shared/form-field';
import { useFormFields } from '@gloh/shared/form-fields';
import { useFormSubmission } from '@gloh/shared/form-submission';
import { useNavigate } from '@gloh/shared/router';
import { pagePath } from '../../../app/page-paths';
import { logIn, type LoginCredentials } from '../api/log-in';
import styles from '../presentation-access.module.css';

const NO_CREDENTIALS: LoginCredentials = { email: '', accessCode: '' };

interface LoginFormProps {
  onRequestCode: () => void;
  /** The outcome of the form's plain HTML post, when the page was reached by one. */
  posted?: FormPostResult;
}

/** Email + access code. The fields carry autocomplete hints so password managers can fill them. */
export function LoginForm({ onRequestCode, posted }: LoginFormProps) {
  const navigate = useNavigate();
  const fields = useFormFields(LOGIN_RULES, NO_CREDENTIALS);
  const submission = useFormSubmission(LOGIN_MESSAGES);
  const [codeVisible, setCodeVisible] = useState(false);
  const { state, submitting } = submission;
  const postedOutcome = state.status === 'idle' ? posted : undefined;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !fields.validate()) return;
    const ended = await submission.submit(() => logIn(fields.values));
    if (ended?.type === 'succeed') navigate(pagePath('presentation'));
  }

  return (
    // method and action: submitted before the scripts run (or without them), the browser posts to
    // the API, which signs in and redirects, never a GET that puts the code into the address.
    <form
      ref={fields.formRef}
      method="post"
      action={API_PATHS.auth}
      noValidate
      onSubmit={handleSubmit}
      aria-label="Investor login"
    >
      <input type="hidden" name="action" value="login" />
      <FormField
        className="mb-3"
        id="investor-login-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        inputProps={{ inputMode: 'email' }}
        required
        maxLength={LOGIN_RULES.email.maxLength}
        value={fields.values.email}
        disabled={submitting}
        error={fields.errors.email}
        onChange={(value) => fields.setValue('email', value)}
      />
      <FormField
        className="mb-3"
        id="investor-login-access-code"
        name="accessCode"
        label="Access code"
        type={codeVisible ? 'text' : 'password'}
        autoComplete="current-password"
        inputProps={{ autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false }}
        required
        maxLength={LOGIN_RULES.accessCode.maxLength}
        value={fields.values.accessCode}
        disabled={submitting}
        error={fields.errors.accessCode}
        onChange={(value) => fields.setValue('accessCode', value)}
        append={
          <button
            type="button"
            className={`btn btn-outline-secondary ${styles.investorCodeToggle}`}
            aria-pressed={codeVisible}
            aria-controls="investor-login-access-code"
            onClick={() => setCodeVisible((visible) => !visible)}
          >
            {codeVisible ? 'Hide' : 'Show'}
            <span className="visually-hidden"> access code</span>
          </button>
        }
      />
      {state.status === 'failed' && (
        <div className="alert alert-danger" role="alert">
          {state.error}
        </div>
      )}
      {postedOutcome?.outcome === 'error' && (
        <div className="alert alert-danger" role="alert">
          {formResultMessage(postedOutcome)}
        </div>
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
    </form>
  );
}
