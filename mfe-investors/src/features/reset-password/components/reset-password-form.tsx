import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import {
  MISSING_RESET_TOKEN_MESSAGE,
  RESET_AGAIN_FROM_LINK_MESSAGE,
  RESET_MESSAGES,
  SUBMIT_WITHOUT_RESET_TOKEN_MESSAGE,
} from '@gloh/contract/messages';
import { formResultMessage, type FormPostResult } from '@gloh/contract/form-posts';
import { PASSWORD_MAX_LENGTH, PASSWORDS_DO_NOT_MATCH } from '@gloh/contract/password';
import { ErrorAlert, FormField, SubmitButton, type FormFieldProps } from '@gloh/shared/form-field';
import { useFormSubmission } from '@gloh/shared/form-submission';
import { AuthPostForm } from '../../../components/auth-post-form';
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

/** A new password's box: hidden unless the visitor asked to see the passwords. */
function PasswordField({
  visible,
  ...field
}: Pick<
  FormFieldProps,
  'id' | 'name' | 'label' | 'value' | 'onChange' | 'disabled' | 'error' | 'describedBy'
> & { visible: boolean }) {
  return (
    <FormField
      {...field}
      className="mb-3"
      type={visible ? 'text' : 'password'}
      autoComplete="new-password"
      required
      maxLength={PASSWORD_MAX_LENGTH}
    />
  );
}

const NEW_PASSWORD = { id: 'reset-new-password', name: 'password', label: 'New password' };
const CONFIRMATION = {
  id: 'reset-confirm-password',
  name: 'confirmPassword',
  label: 'Confirm password',
};

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
  const shown = { visible, disabled: loading };

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
    <AuthPostForm action="reset-password" label="Reset password" onSubmit={handleSubmit}>
      <input type="hidden" name="token" value={token ?? ''} />
      <PasswordField
        {...NEW_PASSWORD}
        {...shown}
        value={password}
        describedBy="reset-password-rules"
        onChange={setPassword}
      />
      <PasswordRuleList id="reset-password-rules" check={check} />
      <PasswordField
        {...CONFIRMATION}
        {...shown}
        value={confirmation}
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
      {token === null && !postedError && <ErrorAlert>{MISSING_RESET_TOKEN_MESSAGE}</ErrorAlert>}
      {state.status === 'failed' && <ErrorAlert>{state.error}</ErrorAlert>}
      {postedError && (
        <ErrorAlert>
          {formResultMessage(postedError)}
          {/* The API sends the browser back without the token: it is in the mailed link only. */}
          {token === null &&
            postedError.error !== 'rejected' &&
            ` ${RESET_AGAIN_FROM_LINK_MESSAGE}`}
        </ErrorAlert>
      )}
      <SubmitButton
        submitting={loading}
        submittingLabel="Resetting..."
        className="btn btn-primary w-100"
        disabled={hydrated ? !canSubmit : !token}
      >
        Reset Password
      </SubmitButton>
    </AuthPostForm>
  );
}
