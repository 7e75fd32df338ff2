import type { ReactNode } from 'react';
import { StaffPageHeading } from '@gloh/staff-ui/page-heading';

/** What every admin page starts with: its document title and its one heading. */
export function StaffAdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <StaffPageHeading title={title} />
      {children}
    </>
  );
}
