import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_PAGES_MODULE, type RemotePagesModule } from '@gloh/shared/remote-contract';
import type { RemoteName } from '@gloh/shared/remotes';

/** Runtime map of remote name to its manifest URL, so a remote ships without rebuilding the shell. */
export const REMOTES_MANIFEST_URL = '/remotes.json';

export type RemoteEntries = Partial<Record<RemoteName, string>>;

/** Set by the shell's rspack config from the list of remotes (packages/shared/src/remotes.json). */
declare const __DEFAULT_REMOTE_ENTRIES__: Record<RemoteName, string>;

let entries: Record<RemoteName, string> = { ...__DEFAULT_REMOTE_ENTRIES__ };

export async function loadRemoteEntries(): Promise<Record<RemoteName, string>> {
  try {
    const response = await fetch(REMOTES_MANIFEST_URL, { cache: 'no-cache' });
    if (response.ok) {
      const body = (await response.json()) as RemoteEntries;
      for (const name of Object.keys(__DEFAULT_REMOTE_ENTRIES__)) {
        const entry = body[name];
        if (typeof entry === 'string' && entry !== '') entries[name] = entry;
      }
    }
  } catch {
    // The built-in locations apply; each remote still fails or loads on its own.
  }
  return entries;
}

/** The built-in locations, overridden by the given ones (e.g. the versions a page was rendered with). */
export function withDefaultEntries(remoteEntries: RemoteEntries): Record<RemoteName, string> {
  const merged = { ...__DEFAULT_REMOTE_ENTRIES__ };
  for (const [name, entry] of Object.entries(remoteEntries)) {
    if (typeof entry === 'string' && entry !== '') merged[name as RemoteName] = entry;
  }
  return merged;
}

/** The entries the remotes are loaded from in this page: the versions it runs. */
export function currentRemoteEntries(): Readonly<Record<RemoteName, string>> {
  return entries;
}

export function registerRemoteEntries(remoteEntries: Record<RemoteName, string>): void {
  entries = remoteEntries;
  registerRemotes(Object.entries(remoteEntries).map(([name, entry]) => ({ name, entry })));
}

/**
 * Loads a remote's page map. After a failure the remote is registered again with force, which
 * drops the runtime's cached (failed) entry so the next attempt really goes to the network.
 */
export async function loadRemotePages(
  remote: RemoteName,
  afterFailure: boolean,
): Promise<RemotePagesModule> {
  const entry = entries[remote];
  if (afterFailure && entry) registerRemotes([{ name: remote, entry }], { force: true });
  const loaded = await loadRemote<RemotePagesModule>(`${remote}/${REMOTE_PAGES_MODULE}`);
  if (!loaded?.pages) throw new Error(`Remote "${remote}" did not provide its pages.`);
  return loaded;
}
