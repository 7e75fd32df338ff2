import 'bootstrap/dist/css/bootstrap.min.css';
import '@gloh/shared/styles/theme.css';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  DEFAULT_RUNTIME_CONFIG,
  loadRuntimeConfig,
  parseRuntimeConfig,
} from '@gloh/shared/runtime-config';
import type { RemoteName } from '@gloh/shared/remotes';
import { App } from './app/app';
import { routeForPath } from './app/route-for-path';
import { preloadPage, type PreloadedPage } from './features/remote-loading/preloaded-page';
import {
  loadRemoteEntries,
  registerRemoteEntries,
  withDefaultEntries,
} from './features/remote-loading/remote-registry';
import { readServerState } from './server-rendering/server-state';

/**
 * The server rendered this page: hydrate it with the config and the remote versions it was
 * rendered with, the page's module loaded first (a lazy page would suspend and the server's HTML
 * would be replaced).
 */
async function hydrate(
  container: HTMLElement,
  state: NonNullable<ReturnType<typeof readServerState>>,
) {
  const config =
    state.config === undefined ? DEFAULT_RUNTIME_CONFIG : parseRuntimeConfig(state.config);
  registerRemoteEntries(withDefaultEntries(state.remoteEntries));
  const route = routeForPath(window.location.pathname, config.flags);
  let preloadedPage: PreloadedPage | undefined;
  if (route) {
    preloadedPage = state.unavailableRemotes.includes(route.remote as RemoteName)
      ? { routeId: route.id, status: 'unavailable' }
      : await preloadPage(route);
  }
  hydrateRoot(container, <App config={config} preloadedPage={preloadedPage} />);
}

async function render(container: HTMLElement) {
  const [config, remoteEntries] = await Promise.all([loadRuntimeConfig(), loadRemoteEntries()]);
  registerRemoteEntries(remoteEntries);
  createRoot(container).render(<App config={config} />);
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const serverState = readServerState();
void (serverState ? hydrate(container, serverState) : render(container));
