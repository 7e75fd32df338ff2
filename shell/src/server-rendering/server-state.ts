import type { RemoteName } from '@gloh/shared/remotes';
import type { SiteRoute } from '@gloh/shared/site-pages';

/** The id of the JSON script element that carries the server's state to the browser. */
export const SERVER_STATE_ELEMENT_ID = 'gloh-server-state';

/**
 * What the browser must use to hydrate exactly what the server rendered: the runtime config the
 * server read, and the versioned entries of the remotes the HTML was composed from.
 */
export interface ServerState {
  config: unknown;
  /** The site's pages, composed from the same releases as the remote entries. */
  sitePages: SiteRoute[];
  remoteEntries: Partial<Record<RemoteName, string>>;
  /** Remotes that were down when the page was rendered: their routes show the panel. */
  unavailableRemotes: RemoteName[];
}

/** JSON inside a script element: `<` escaped so no string can close the element. */
export function serializeServerState(state: ServerState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readServerState(): ServerState | undefined {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as ServerState;
  } catch {
    return undefined;
  }
}
