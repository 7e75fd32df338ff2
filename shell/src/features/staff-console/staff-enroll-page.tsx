import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useNavigate, useSearchParams } from '@gloh/shared/router';
import { enrollPasskey } from './staff-api';
import { StaffLayout } from './staff-layout';

/** The mailed invitation's page: sets up a passkey on this device, then opens the console. */
export function StaffEnrollPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  async function enroll() {
    setBusy(true);
    setError(undefined);
    const result = await enrollPasskey(token);
    setBusy(false);
    // The link's token is spent: the console's address no longer carries it.
    if (result.kind === 'signed-in') void navigate('/staff', { replace: true });
    else setError(result.message);
  }
  return (
    <StaffLayout title="Set up your passkey">
      <div className="col-lg-6">
        {token === '' ? (
          <Alert variant="warning">
            This page needs the link from your invitation mail. Ask an admin for a new one.
          </Alert>
        ) : (
          <>
            <p>
              A passkey replaces a password: your device keeps it and unlocks it with your screen
              lock or a security key. The link in your mail works once, within 24 hours.
            </p>
            {error && (
              <Alert variant="danger" role="alert">
                {error}
              </Alert>
            )}
            <Button onClick={() => void enroll()} disabled={busy}>
              {busy ? 'Waiting for your device…' : 'Create a passkey'}
            </Button>
          </>
        )}
      </div>
    </StaffLayout>
  );
}
