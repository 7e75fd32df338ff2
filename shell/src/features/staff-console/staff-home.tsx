import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { StaffIdentity, StaffRole } from '@gloh/contract/staff';
import { signOutStaff } from './staff-api';
import { StaffLayout } from './staff-layout';

const ROLE_NAMES: Record<StaffRole, string> = {
  ir: 'Investor relations',
  marketing: 'Marketing',
  admin: 'Admin',
};

/** The signed-in member's start page: who they are, what their roles let them do. */
export function StaffHome({
  staff,
  onSignedOut,
}: {
  staff: StaffIdentity;
  onSignedOut: () => void;
}) {
  const [busy, setBusy] = useState(false);
  async function signOut() {
    setBusy(true);
    await signOutStaff();
    setBusy(false);
    onSignedOut();
  }
  return (
    <StaffLayout
      title="Staff console"
      actions={
        <Button variant="outline-dark" size="sm" onClick={() => void signOut()} disabled={busy}>
          Sign out
        </Button>
      }
    >
      <p data-testid="staff-identity">
        Signed in as <strong>{staff.name || staff.email}</strong> ({staff.email})
      </p>
      <h2 className="h5">Your roles</h2>
      <ul>
        {staff.roles.map((role) => (
          <li key={role}>{ROLE_NAMES[role]}</li>
        ))}
      </ul>
    </StaffLayout>
  );
}
