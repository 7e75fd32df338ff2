import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { StaffIdentity } from '@gloh/contract/staff';
import { signInWithPasskey } from './staff-api';

/** Sign-in with a passkey: staff accounts have no password. */
export function StaffSignIn({ onSignedIn }: { onSignedIn: (staff: StaffIdentity) => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  async function signIn() {
    setBusy(true);
    setError(undefined);
    const result = await signInWithPasskey();
    setBusy(false);
    if (result.kind === 'signed-in') onSignedIn(result.body.staff);
    else setError(result.message);
  }
  return (
    <section aria-labelledby="staff-sign-in-heading" className="col-lg-6">
      <h2 id="staff-sign-in-heading" className="h5">
        Sign in
      </h2>
      <p>
        Use the passkey you set up from your invitation (your device&rsquo;s screen lock, a security
        key or your password manager).
      </p>
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Button onClick={() => void signIn()} disabled={busy}>
        {busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </Button>
      <p className="mt-3 small text-body-secondary">
        No passkey yet? Ask an admin for an invitation: it is mailed to you and works once.
      </p>
    </section>
  );
}
