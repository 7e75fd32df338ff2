import { useReducer, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useNavigate } from '@gloh/shared/router';
import { getHref } from '@gloh/shared/routes';
import { IDLE, outcomeToEvent, submissionReducer } from '../../../lib/submission-state';
import { logIn } from '../api/log-in';
import { LOGIN_MESSAGES } from '../presentation-access-messages';

interface LoginFormProps {
  onRequestCode: () => void;
}

/** Email + access code. The fields carry autocomplete hints so password managers can fill them. */
export function LoginForm({ onRequestCode }: LoginFormProps) {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [accessCode, setAccessCode] = useState('');
  const [codeVisible, setCodeVisible] = useState(false);
  const [state, dispatch] = useReducer(submissionReducer, IDLE);
  const submitting = state.status === 'submitting';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    dispatch({ type: 'submit' });
    const outcome = await logIn({ email, accessCode });
    const result = outcomeToEvent(outcome, LOGIN_MESSAGES);
    dispatch(result);
    if (result.type === 'succeed') navigate(getHref('presentation'));
  }

  const error = state.status === 'failed' ? state.error : undefined;

  return (
    <Form onSubmit={handleSubmit} aria-label="Investor login">
      <Form.Group className="mb-3" controlId="investor-login-email">
        <Form.Label>Email</Form.Label>
        <Form.Control
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          disabled={submitting}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Form.Group>
      <Form.Group className="mb-3" controlId="investor-login-access-code">
        <Form.Label>Access code</Form.Label>
        <InputGroup>
          <Form.Control
            type={codeVisible ? 'text' : 'password'}
            name="accessCode"
            autoComplete="current-password"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
            value={accessCode}
            disabled={submitting}
            onChange={(event) => setAccessCode(event.target.value)}
          />
          <Button
            variant="outline-secondary"
            className="investor-code-toggle"
            aria-pressed={codeVisible}
            aria-controls="investor-login-access-code"
            onClick={() => setCodeVisible((visible) => !visible)}
          >
            {codeVisible ? 'Hide' : 'Show'}
            <span className="visually-hidden"> access code</span>
          </Button>
        </InputGroup>
      </Form.Group>
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="primary" className="w-100" disabled={submitting}>
        {submitting ? (
          <>
            <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
            Signing in...
          </>
        ) : (
          'Log in'
        )}
      </Button>
      <div className="investor-login-alt">
        <span>No access code yet?</span>
        <Button variant="outline-primary" size="sm" onClick={onRequestCode}>
          Request Access Code
        </Button>
      </div>
    </Form>
  );
}
