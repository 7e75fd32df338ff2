import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import type { SiteRoute } from '@gloh/shared/site-pages';
import { loadRemotePages } from './remote-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailablePanel } from './remote-unavailable-panel';
import { PageLoadingIndicator } from './page-loading-indicator';
import { usePreloadedPage } from './preloaded-page';
import { ClientOnlySection } from '../../lib/client-only-section';
import { PageHead } from '@gloh/shared/page-head';

/** Stands for a page the server does not render: React renders the boundary in the browser. */
function LeftToTheBrowser(): never {
  throw new ClientOnlySection('This remote has no server build.');
}

function createRemotePageComponent(route: SiteRoute, afterFailure: boolean): ComponentType {
  // React.lazy caches a rejected load for ever, so every retry builds a new lazy component.
  return lazy(async () => {
    const { pages } = await loadRemotePages(route.remote, afterFailure);
    const loadPage = pages[route.id];
    if (!loadPage) throw new Error(`Remote "${route.remote}" has no page "${route.id}".`);
    return loadPage();
  });
}

/**
 * One route's page, loaded from its remote at runtime, under the head tags its remote declares, with a Retry panel if that fails. The page
 * the document was rendered with (server) or hydrates with (browser) is already loaded: it renders
 * at once, inside the same Suspense boundary as a lazily loaded one, so both sides match.
 */
export function RemotePage({ route }: { route: SiteRoute }) {
  const preloaded = usePreloadedPage(route.id);
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  const Page = useMemo(() => {
    if (attempt === 0 && preloaded?.status === 'loaded') return preloaded.component;
    if (attempt === 0 && preloaded?.status === 'client-only') return LeftToTheBrowser;
    if (attempt === 0 && preloaded?.status === 'deferred') return preloaded.component;
    if (attempt === 0 && preloaded?.status === 'failed') {
      // Thrown inside the boundaries, as a failed lazy load would be: the panel replaces it.
      const { error } = preloaded;
      return function FailedPage(): never {
        throw error;
      };
    }
    return createRemotePageComponent(route, attempt > 0);
  }, [route, attempt, preloaded]);
  // The head tags come from the page's declaration: they are right even while its remote is down.
  const head = <PageHead page={route} />;
  if (attempt === 0 && preloaded?.status === 'unavailable') {
    return (
      <>
        {head}
        <RemoteUnavailablePanel onRetry={retry} />
      </>
    );
  }
  // The watch takes a slot of its own on every page (null but for a deferred one), so the page's
  // place among its siblings, from which React derives its useId values, is the same on the
  // server and in the browser.
  const Watch = attempt === 0 && preloaded?.status === 'deferred' ? preloaded.watch : undefined;
  const watch = Watch ? <Watch /> : null;
  return (
    <>
      {head}
      {watch}
      <RemoteErrorBoundary
        key={`${route.id}:${attempt}`}
        fallback={<RemoteUnavailablePanel onRetry={retry} />}
        onError={(error) => console.error(`Could not show ${route.path}`, error)}
      >
        <Suspense fallback={<PageLoadingIndicator />}>
          <Page />
        </Suspense>
      </RemoteErrorBoundary>
    </>
  );
}
