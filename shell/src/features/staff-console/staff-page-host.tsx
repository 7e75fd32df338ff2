import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { StaffIdentity } from '@gloh/contract/staff';
import type { StaffPageDeclaration, StaffPageProps } from '@gloh/staff-ui/pages';
import { PageLoadingIndicator } from '../remote-loading/page-loading-indicator';
import { RemoteErrorBoundary } from '../remote-loading/remote-error-boundary';
import { RemoteUnavailablePanel } from '../remote-loading/remote-unavailable-panel';

/** One team's console page, loaded when opened, with a Retry panel if its code cannot load. */
export function StaffPageHost({
  page,
  staff,
}: {
  page: StaffPageDeclaration;
  staff: StaffIdentity;
}) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy keeps a failed load for ever, so every attempt builds a new lazy component.
  const Page: ComponentType<StaffPageProps> = useMemo(
    () => lazy(page.load),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt needs a new lazy
    [page, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={<RemoteUnavailablePanel onRetry={() => setAttempt((n) => n + 1)} />}
      onError={(error) => console.error(`Could not show the staff page ${page.path}`, error)}
    >
      <Suspense fallback={<PageLoadingIndicator />}>
        <Page staff={staff} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
