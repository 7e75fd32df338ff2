import type { ReactNode } from 'react';
import { BRAND_NAME } from '@gloh/shared/page-head';

/** What every admin page starts with: its document title and its one heading. */
export function StaffAdminPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <title>{`${title} | ${BRAND_NAME} staff`}</title>
      <h1 className="h3 mb-4">{title}</h1>
      {children}
    </>
  );
}
