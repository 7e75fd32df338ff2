import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { StaffIdentity } from '@gloh/contract/staff';
import { Route, Routes, useLocation } from '@gloh/shared/router';
import { StaffPageHeading } from '@gloh/staff-ui/page-heading';
import { staffPageHref, staffPagesFor } from '@gloh/staff-ui/pages';
import { signOutStaff } from './staff-api';
import { StaffHome } from './staff-home';
import { MAIN_CONTENT_ID, StaffLayout } from './staff-layout';
import { StaffNavigation } from './staff-navigation';
import { StaffPageHost } from './staff-page-host';
import { StepUpDialog } from './step-up-dialog';
import { useHeadingFocusOnNavigation } from './use-heading-focus';
import { useLiveCounts } from './use-live-counts';
import { usePendingCounts } from './use-pending-counts';
import { useStaffPageCatalog } from './use-staff-page-catalog';

function isUnder(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

function MissingPage({ title, text }: { title: string; text: string }) {
  return (
    <>
      <StaffPageHeading title={title} />
      <p>
        {text} <a href="/staff">Go to the staff console</a>.
      </p>
    </>
  );
}

/** The signed-in console: the frame, the navigation by role, and each team's pages. */
export function StaffWorkspace({
  staff,
  onSignedOut,
}: {
  staff: StaffIdentity;
  onSignedOut: () => void;
}) {
  const catalog = useStaffPageCatalog();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const pages = catalog ? staffPagesFor(staff, catalog.pages) : [];
  const openPage = pages.find((page) => isUnder(pathname, staffPageHref(page.path)));
  const liveCounts = useLiveCounts(openPage?.liveCount);
  const pendingCounts = usePendingCounts();
  useHeadingFocusOnNavigation(pathname, MAIN_CONTENT_ID);
  async function signOut() {
    setBusy(true);
    await signOutStaff();
    setBusy(false);
    onSignedOut();
  }
  return (
    <StaffLayout
      actions={
        <div className="d-flex align-items-center gap-2">
          <span className="small">{staff.name || staff.email}</span>
          <Button variant="outline-dark" size="sm" onClick={() => void signOut()} disabled={busy}>
            Sign out
          </Button>
        </div>
      }
      navigation={
        <StaffNavigation pages={pages} pendingCounts={pendingCounts} liveCounts={liveCounts} />
      }
    >
      <StepUpDialog />
      {catalog === null ? (
        <Spinner animation="border" role="status">
          <span className="visually-hidden">Loading the console…</span>
        </Spinner>
      ) : (
        <Routes>
          <Route
            index
            element={<StaffHome staff={staff} pages={pages} unavailable={catalog.unavailable} />}
          />
          {pages.map((page) => (
            <Route
              key={page.path}
              path={`${page.path}/*`}
              element={<StaffPageHost page={page} staff={staff} />}
            />
          ))}
          <Route
            path="*"
            element={
              catalog.pages.some((page) => isUnder(pathname, staffPageHref(page.path))) ? (
                <MissingPage
                  title="Not for your roles"
                  text="Your staff roles do not open this page. An admin can change them."
                />
              ) : (
                <MissingPage title="Page not found" text="This console page does not exist." />
              )
            }
          />
        </Routes>
      )}
    </StaffLayout>
  );
}
