import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { STAFF_ROLE_NAMES, type StaffEnrollAccountResponse } from '@gloh/contract/staff';
import { useNavigate, useSearchParams } from '@gloh/shared/router';
import { staffFailureMessage } from '@gloh/staff-ui/api-client';
import { enrollPasskey, fetchEnrollmentAccount } from './staff-api';
import { StaffLayout } from './staff-layout';

type Account = Pick<StaffEnrollAccountResponse, 'email' | 'name' | 'roles'>;
type LinkState =
  { kind: 'checking' } | { kind: 'for'; account: Account } | { kind: 'unusable'; message: string };

/**
 * The mailed invitation's page: says whose account the link sets up (someone who opened a
 * colleague's mail, or an old link, sees that before any passkey is made), then sets up a passkey
 * on this device and opens the console.
 */
export function StaffEnrollPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (token === '') return;
    let current = true;
    void fetchEnrollmentAccount(token).then((answer) => {
      if (!current) return;
      setLink(
        answer.kind === 'ok'
          ? { kind: 'for', account: answer.body }
          : {
              kind: 'unusable',
              message: staffFailureMessage(answer, 'This link could not be checked.'),
            },
      );
    });
    return () => {
      current = false;
    };
  }, [token]);

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
        ) : link.kind === 'checking' ? (
          <p role="status">Checking your invitation…</p>
        ) : link.kind === 'unusable' ? (
          <Alert variant="warning" role="alert">
            {link.message}
          </Alert>
        ) : (
          <>
            <p>
              This sets up the staff account of{' '}
              <strong>{link.account.name || link.account.email}</strong>
              {link.account.name && ` (${link.account.email})`}, with the roles{' '}
              {link.account.roles.map((role) => STAFF_ROLE_NAMES[role]).join(', ')}. Not you? Close
              this page and tell an admin.
            </p>
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
