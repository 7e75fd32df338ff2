import { useReducer, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { IDLE, outcomeToEvent, submissionReducer } from '../../../lib/submission-state';
import { resetPassword } from '../api/reset-password';
import { canSubmitReset, checkPassword, PASSWORDS_DO_NOT_MATCH } from '../password-rules';
import {
  MISSING_TOKEN_MESSAGE,
  RESET_MESSAGES,
  SUBMIT_WITHOUT_TOKEN_MESSAGE,
} from '../reset-password-messages';
import { PasswordRuleList } from './password-rule-list';

interface ResetPasswordFormProps {
  token: string | null;
  onSucceeded: (message: string) => void;
}

export function ResetPasswordForm({ token, onSucceeded }: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [visible, setVisible] = useState(false);
  const [state, dispatch] = useReducer(submissionReducer, IDLE);
  const loading = state.status === 'submitting';
  const check = checkPassword(password, confirmation);
  const canSubmit = canSubmitReset({ token, password, confirmation, loading });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token) {
      dispatch({ type: 'fail', error: SUBMIT_WITHOUT_TOKEN_MESSAGE });
      return;
    }
    if (!canSubmit) return;
    dispatch({ type: 'submit' });
    const result = outcomeToEvent(await resetPassword(token, password), RESET_MESSAGES);
    dispatch(result);
    if (result.type === 'succeed') onSucceeded(result.message);
  }

  return (
    <Form noValidate onSubmit={handleSubmit} aria-label="Reset password">
      {!token && (
        <Alert variant="danger" role="alert">
          {MISSING_TOKEN_MESSAGE}
        </Alert>
      )}
      <Form.Group className="mb-3" controlId="reset-new-password">
        <Form.Label>New password</Form.Label>
        <Form.Control
          type={visible ? 'text' : 'password'}
          name="password"
          autoComplete="new-password"
          required
          value={password}
          disabled={loading}
          aria-describedby="reset-password-rules"
          onChange={(event) => setPassword(event.target.value)}
        />
      </Form.Group>
      <PasswordRuleList id="reset-password-rules" check={check} />
      <Form.Group className="mb-3" controlId="reset-confirm-password">
        <Form.Label>Confirm password</Form.Label>
        <Form.Control
          type={visible ? 'text' : 'password'}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmation}
          disabled={loading}
          isInvalid={check.mismatch}
          aria-describedby={check.mismatch ? 'reset-password-mismatch' : undefined}
          onChange={(event) => setConfirmation(event.target.value)}
        />
        <Form.Control.Feedback type="invalid" id="reset-password-mismatch">
          {PASSWORDS_DO_NOT_MATCH}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Check
        className="mb-3"
        id="reset-show-passwords"
        label="Show passwords"
        checked={visible}
        onChange={(event) => setVisible(event.target.checked)}
      />
      {state.status === 'failed' && (
        <Alert variant="danger" role="alert">
          {state.error}
        </Alert>
      )}
      <Button type="submit" variant="primary" className="w-100" disabled={!canSubmit}>
        {loading ? (
          <>
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            Resetting...
          </>
        ) : (
          'Reset Password'
        )}
      </Button>
    </Form>
  );
}
