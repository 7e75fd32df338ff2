// The one list of remotes, with the naming rules derived from it. Plain ESM without Node built-ins
// so the shell's browser bundle, the build configs, the servers and the root scripts (which run
// before anything is installed) can all import it.
import remotes from './remotes.json' with { type: 'json' };

export const REMOTES = remotes;
export const REMOTE_NAMES = remotes.map((remote) => remote.name);

export function remotePublicPath(name) {
  return `/remotes/${name}/`;
}

export function remoteEntryPath(name) {
  return `${remotePublicPath(name)}remoteEntry.js`;
}

/** The shell server's setting for where a remote is: a URL, or dir:<folder>. */
export function remoteEnvVar(name) {
  return `REMOTE_${name.toUpperCase()}`;
}

/** What /remotes.json holds when a deployment does not serve its own. */
export function defaultRemoteEntries() {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteEntryPath(name)]));
}

export function findRemote(field, value) {
  const remote = remotes.find((entry) => entry[field] === value);
  if (!remote) throw new Error(`No remote with ${field} "${value}" in @gloh/shared/remotes.json`);
  return remote;
}
