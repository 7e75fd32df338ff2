import { lazy, StrictMode, Suspense, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes } from '@gloh/shared/router';
import {
  DEFAULT_RUNTIME_CONFIG,
  RuntimeConfigProvider,
  type RuntimeConfig,
} from '@gloh/shared/runtime-config';
import { PageHead } from './page-head';
import type { RemoteName } from './remotes.mjs';
import type { SitePageDeclaration } from './site-pages';
import type { PageLoader } from './remote-contract';

/** A team working on its remote alone sees every page of its area, flagged or not. */
const STANDALONE_CONFIG: RuntimeConfig = {
  ...DEFAULT_RUNTIME_CONFIG,
  flags: Object.fromEntries(
    Object.keys(DEFAULT_RUNTIME_CONFIG.flags).map((name) => [name, true]),
  ) as RuntimeConfig['flags'],
};

function StandalonePage({ page, loader }: { page: SitePageDeclaration; loader: PageLoader }) {
  const Page = useMemo(() => lazy(loader), [loader]);
  return (
    <Suspense fallback={<p className="container py-5">Loading…</p>}>
      <PageHead page={page} />
      <Page />
    </Suspense>
  );
}

function StandaloneFrame({
  remote,
  routes,
  pages,
}: {
  remote: RemoteName;
  routes: readonly SitePageDeclaration[];
  pages: Record<string, PageLoader>;
}) {
  return (
    <>
      <header className="bg-light border-bottom py-2">
        <nav
          className="container d-flex flex-wrap gap-3 align-items-center"
          aria-label={`${remote} pages`}
        >
          <strong>mfe-{remote} (standalone)</strong>
          {routes.map((route) => (
            <Link key={route.id} to={route.path}>
              {route.path}
            </Link>
          ))}
        </nav>
      </header>
      <main id="main-content">
        <Routes>
          {routes.map((route) => {
            const loader = pages[route.id];
            return loader ? (
              <Route
                key={route.id}
                path={route.path}
                element={<StandalonePage page={route} loader={loader} />}
              />
            ) : null;
          })}
          {/* An area without a home page opens on its first page. */}
          {routes[0] && !routes.some((route) => route.path === '/') && (
            <Route path="/" element={<Navigate to={routes[0].path} replace />} />
          )}
          <Route path="*" element={<p className="container py-5">Not a page of mfe-{remote}.</p>} />
        </Routes>
      </main>
    </>
  );
}

/**
 * Runs one remote on its own dev server with a thin stand-in for the shell's layout, so a team
 * can build and test its pages without the other apps.
 */
export function renderStandaloneRemote(
  remote: RemoteName,
  pages: Record<string, PageLoader>,
  sitePages: readonly SitePageDeclaration[],
) {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <RuntimeConfigProvider config={STANDALONE_CONFIG}>
        <BrowserRouter>
          <StandaloneFrame remote={remote} routes={sitePages} pages={pages} />
        </BrowserRouter>
      </RuntimeConfigProvider>
    </StrictMode>,
  );
}
