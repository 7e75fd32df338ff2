import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { STAFF_DENIAL_REASONS, STAFF_MESSAGES } from '@gloh/contract/staff';
import { Route, Routes } from '@gloh/shared/router';
import { StaffEnrollPage } from './staff-enroll-page';
import { StaffLayout } from './staff-layout';
import { StaffSignIn } from './staff-sign-in';
import { StaffWorkspace } from './staff-workspace';
import { useStaffSession } from './use-staff-session';

/** Any console address: sign-in until the API knows the member, then the page asked for. */
function SignedInConsole() {
  const { state, refresh, setSignedIn } = useStaffSession();
  if (state.status === 'signed-in') {
    return <StaffWorkspace staff={state.staff} onSignedOut={() => void refresh()} />;
  }
  return (
    <StaffLayout title="Staff console">
      {state.status === 'loading' && (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading…</span>
        </Spinner>
      )}
      {state.status === 'error' && <Alert variant="danger">{state.message}</Alert>}
      {state.status === 'signed-out' &&
        state.ended &&
        (state.reason === STAFF_DENIAL_REASONS.accountDisabled ? (
          <Alert variant="danger" role="alert">
            <p className="fw-semibold">{STAFF_MESSAGES.accountDisabled}.</p>
            <p className="mb-0">
              You can no longer sign in with your passkey. If you need access again, ask an admin to
              invite you again.
            </p>
          </Alert>
        ) : (
          <Alert variant="warning" role="status">
            Your staff session has ended. Sign in again.
          </Alert>
        ))}
      {state.status === 'signed-out' && <StaffSignIn onSignedIn={setSignedIn} />}
    </StaffLayout>
  );
}

/**
 * /staff/*: the staff console, rendered only in the browser (no staff data is ever in server
 * HTML) and loaded only here, with the passkey library. Each team's pages load from its remote.
 */
export default function StaffConsole() {
  return (
    <Routes>
      <Route path="enroll" element={<StaffEnrollPage />} />
      <Route path="*" element={<SignedInConsole />} />
    </Routes>
  );
}
