import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Route, Routes } from '@gloh/shared/router';
import { StaffEnrollPage } from './staff-enroll-page';
import { StaffHome } from './staff-home';
import { StaffLayout } from './staff-layout';
import { StaffSignIn } from './staff-sign-in';
import { useStaffSession } from './use-staff-session';

/** The console's start: sign-in until the API knows the member, then their page. */
function StaffStart() {
  const { state, refresh, setSignedIn } = useStaffSession();
  if (state.status === 'signed-in') {
    return <StaffHome staff={state.staff} onSignedOut={() => void refresh()} />;
  }
  return (
    <StaffLayout title="Staff console">
      {state.status === 'loading' && (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading…</span>
        </Spinner>
      )}
      {state.status === 'error' && <Alert variant="danger">{state.message}</Alert>}
      {state.status === 'signed-out' && <StaffSignIn onSignedIn={setSignedIn} />}
    </StaffLayout>
  );
}

/**
 * /staff/*: the staff console, rendered only in the browser (no staff data is ever in server
 * HTML) and loaded only here, with the passkey library.
 */
export default function StaffConsole() {
  return (
    <Routes>
      <Route index element={<StaffStart />} />
      <Route path="enroll" element={<StaffEnrollPage />} />
      <Route
        path="*"
        element={
          <StaffLayout title="Page not found">
            <p>
              This console page does not exist. <a href="/staff">Go to the staff console</a>.
            </p>
          </StaffLayout>
        }
      />
    </Routes>
  );
}
