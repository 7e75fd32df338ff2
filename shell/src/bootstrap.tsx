import 'bootstrap/dist/css/bootstrap.min.css';
import '@gloh/shared/styles/theme.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  DEFAULT_RUNTIME_CONFIG,
  loadRuntimeConfig,
  parseRuntimeConfig,
} from '@gloh/shared/runtime-config';
import type { RemoteName } from '@gloh/shared/remotes';
import type { SiteRoute } from '@gloh/shared/site-pages';
import { App } from './app/app';
import { routeForPath } from './app/route-for-path';
import { preloadPage, type PreloadedPage } from './features/remote-loading/preloaded-page';
import {
  loadRemoteEntries,
  registerRemoteEntries,
  withDefaultEntries,
} from './features/remote-loading/remote-registry';
import { isStaffConsolePath } from '@gloh/contract/site-paths';
import { loadNotFoundPage } from './features/not-found/load-not-found-page';
import { readServerState } from './server-rendering/server-state';
import { yieldToMain } from './app/yield-to-main';
import { CLIENT_ONLY_DIGEST, SERVER_ERROR_DIGEST } from './lib/client-only-section';

/**
 * Sections the server left to the browser on purpose (a remote without a Node build) are expected;
 * one that failed on the server is worth a warning, not an error: the visitor sees it anyway.
 */
function onRecoverableError(error: unknown) {
  const digest = (error as { digest?: string } | null)?.digest;
  if (digest === CLIENT_ONLY_DIGEST) return;
  if (digest === SERVER_ERROR_DIGEST) {
    console.warn('A section could not be rendered on the server; the browser rendered it.');
    return;
  }
  reportError(error);
}

/**
 * The page a server-rendered document hydrates with: its remote's panel when the server could not
 * load it, the page left for a visitor to ask for when it hydrates on interaction (unless the
 * server left its section to the browser), or else its module, loaded now.
 */
async function pageToHydrateWith(
  route: SiteRoute,
  unavailableRemotes: readonly RemoteName[],
): Promise<PreloadedPage> {
  if (unavailableRemotes.includes(route.remote as RemoteName))
    return { routeId: route.id, status: 'unavailable' };
  if (route.hydration === 'on-interaction') {
    const { deferredPreloadedPage } = await import(
      /* webpackChunkName: "deferred-hydration" */ './features/remote-loading/deferred-hydration'
    );
    const deferred = deferredPreloadedPage(route);
    if (deferred) return deferred;
  }
  const loaded = await preloadPage(route);
  if (loaded.status !== 'unavailable') return loaded;
  return {
    routeId: route.id,
    status: 'failed',
    error: new Error(`The page ${route.path} could not be loaded from "${route.remote}".`),
  };
}

/**
 * The server rendered this page: hydrate it with the config and the remote versions it was
 * rendered with, the page's module loaded first (a lazy page would suspend and the server's HTML
 * would be replaced), unless the page waits for a visitor to ask for it (deferred-hydration.tsx).
 */
async function hydrate(
  container: HTMLElement,
  state: NonNullable<ReturnType<typeof readServerState>>,
) {
  const config =
    state.config === undefined ? DEFAULT_RUNTIME_CONFIG : parseRuntimeConfig(state.config);
  registerRemoteEntries(withDefaultEntries(state.remoteEntries));
  const route = routeForPath(window.location.pathname, state.sitePages, config.flags);
  // This task evaluated the app's modules: ask for the page's remote in the next one.
  await yieldToMain();
  const preloadedPage = route
    ? await pageToHydrateWith(route, state.unavailableRemotes)
    : undefined;
  // The not-found page has a chunk of its own: with it loaded first, the page hydrates at once.
  if (!route && !isStaffConsolePath(window.location.pathname)) await loadNotFoundPage();
  // The page's modules were evaluated in this task: hydrate in the next one.
  await yieldToMain();
  // In a transition React hydrates in slices of a few milliseconds and yields between them, so a
  // phone stays responsive while the page hydrates (the default lane hydrates in one long task).
  startTransition(() => {
    hydrateRoot(
      container,
      // The server rendered for the host name this page was requested under, which is this one.
      <App
        config={config}
        sitePages={state.sitePages}
        preloadedPage={preloadedPage}
        hostname={window.location.hostname}
      />,
      { onRecoverableError },
    );
  });
}

async function render(container: HTMLElement) {
  const [config, remoteEntries, { loadSitePages }] = await Promise.all([
    loadRuntimeConfig(),
    loadRemoteEntries(),
    import('./features/remote-loading/site-pages-loader'),
  ]);
  registerRemoteEntries(remoteEntries);
  const sitePages = await loadSitePages(remoteEntries);
  createRoot(container).render(<App config={config} sitePages={sitePages} />);
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const serverState = readServerState();
void (serverState ? hydrate(container, serverState) : render(container));
