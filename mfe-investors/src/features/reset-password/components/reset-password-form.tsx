import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import {
  MISSING_RESET_TOKEN_MESSAGE,
  RESET_AGAIN_FROM_LINK_MESSAGE,
  RESET_MESSAGES,
  SUBMIT_WITHOUT_RESET_TOKEN_MESSAGE,
} from '@gloh/contract/messages';
import { API_PATHS } from '@gloh/contract/api';
import { formResultMessage, type FormPostResult } from '@gloh/contract/form-posts';
import { PASSWORD_MAX_LENGTH, PASSWORDS_DO_NOT_MATCH } from '@gloh/contract/password';
import { FormField, SubmitButton } from '@gloh/shared/form-field';
import { useFormSubmission } from '@gloh/shared/form-submission';
import { resetPassword } from '../api/reset-password';
import { canSubmitReset, checkPassword } from '../password-rules';
import { PasswordRuleList } from './password-rule-list';

const subscribeToNothing = () => () => undefined;

/** False in the server's HTML and while hydrating, when only the browser can post the form. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

interface ResetPasswordFormProps {
  /** null: the address holds no token that could be one. */
  token: string | null;
  onSucceeded: (message: string) => void;
  /** The outcome of the form's plain HTML post, when the page was reached by one. */
  posted?: FormPostResult;
}

export function ResetPasswordForm({ token, onSucceeded, posted }: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [visible, setVisible] = useState(false);
  const showPasswordsRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Ticked before hydration (the server's checkbox works without code), and hydration keeps the
    // tick without telling the state: take it, or the box shows ticked with the passwords hidden.
    if (showPasswordsRef.current?.checked) setVisible(true);
  }, []);
  const submission = useFormSubmission(RESET_MESSAGES);
  const { state, submitting: loading } = submission;
  const postedError = state.status === 'idle' && posted?.outcome === 'error' ? posted : undefined;
  const check = checkPassword(password, confirmation);
  const canSubmit = canSubmitReset({ token, password, confirmation, loading });
  // Until the page's code runs, the browser posts the form itself and the API checks the rules
  // and the confirmation: with a token, the server's button must be usable.
  const hydrated = useHydrated();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) {
      submission.fail(SUBMIT_WITHOUT_RESET_TOKEN_MESSAGE);
      return;
    }
    if (!canSubmit) return;
    const ended = await submission.submit(() => resetPassword(token, password));
    if (ended?.type === 'succeed') onSucceeded(ended.message);
  }

  return (
    // method and action: never a GET that puts the token and the password into the address.
    <form
      method="post"
      action={API_PATHS.auth}
      noValidate
      onSubmit={handleSubmit}
      aria-label="Reset password"
    >
      <input type="hidden" name="action" value="reset-password" />
      <input type="hidden" name="token" value={token ?? ''} />
      <FormField
        className="mb-3"
        id="reset-new-password"
        name="password"
        label="New password"
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        disabled={loading}
        describedBy="reset-password-rules"
        onChange={setPassword}
      />
      <PasswordRuleList id="reset-password-rules" check={check} />
      <FormField
        className="mb-3"
        id="reset-confirm-password"
        name="confirmPassword"
        label="Confirm password"
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        value={confirmation}
        disabled={loading}
        error={check.mismatch ? PASSWORDS_DO_NOT_MATCH : undefined}
        onChange={setConfirmation}
      />
      <div className="form-check mb-3">
        <input
          className="form-check-input"
          type="checkbox"
          id="reset-show-passwords"
          ref={showPasswordsRef}
          checked={visible}
          onChange={(event) => setVisible(event.target.checked)}
        />
        <label className="form-check-label" htmlFor="reset-show-passwords">
          Show passwords
        </label>
      </div>
      {/* Below the fields, where the form's errors go. */}
      {token === null && !postedError && (
        <div className="alert alert-danger" role="alert">
          {MISSING_RESET_TOKEN_MESSAGE}
        </div>
      )}
      {state.status === 'failed' && (
        <div className="alert alert-danger" role="alert">
          {state.error}
        </div>
      )}
      {postedError && (
        <div className="alert alert-danger" role="alert">
          {formResultMessage(postedError)}
          {/* The API sends the browser back without the token: it is in the mailed link only. */}
          {token === null &&
            postedError.error !== 'rejected' &&
            ` ${RESET_AGAIN_FROM_LINK_MESSAGE}`}
        </div>
      )}
      <SubmitButton
        submitting={loading}
        submittingLabel="Resetting..."
        className="btn btn-primary w-100"
        disabled={hydrated ? !canSubmit : !token}
      >
        Reset Password
      </SubmitButton>
    </form>
  );
}
