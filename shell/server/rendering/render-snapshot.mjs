// Which version of each remote a page is rendered with: read from the render-manifest.json that
// each remote's browser and Node builds publish (see packages/shared/build/render-manifest-plugin).
import { createHash } from 'node:crypto';
import { remotePublicPath } from '@gloh/shared/remotes';

const MANIFEST = 'render-manifest.json';
const FETCH_TIMEOUT_MS = 2_000;

async function fetchJson(url) {
  const response = await fetch(url, {
    cache: 'no-store',
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

function isManifest(value) {
  return typeof value?.entry === 'string' && /^[\w./-]+\.js$/.test(value.entry);
}

async function fetchOptionalJson(url) {
  try {
    return await fetchJson(url);
  } catch {
    return undefined;
  }
}

async function isReachable(url) {
  try {
    const response = await fetch(url, {
      method: 'HEAD',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * A remote's versions. One built before render manifests (or without a Node build) is still
 * composed: by its plain remoteEntry.js, with its pages rendered in the browser.
 * @param {string} name remote name
 * @param {string} origin where the shell's server reaches the remote (http://host:port)
 */
async function readRemote(name, origin) {
  const publicPath = remotePublicPath(name);
  const [browser, server] = await Promise.all([
    fetchOptionalJson(`${origin}${publicPath}${MANIFEST}`),
    fetchOptionalJson(`${origin}${publicPath}ssr/${MANIFEST}`),
  ]);
  if (!isManifest(browser)) {
    if (!(await isReachable(`${origin}${publicPath}remoteEntry.js`))) {
      throw new Error(`${name}: neither ${MANIFEST} nor remoteEntry.js can be read`);
    }
    return { browserEntry: `${publicPath}remoteEntry.js`, pageStyles: {} };
  }
  const pageStyles = Object.fromEntries(
    Object.entries(browser.pages ?? {}).map(([routeId, page]) => [
      routeId,
      (page.css ?? []).map((file) => `${publicPath}${file}`),
    ]),
  );
  return {
    browserEntry: `${publicPath}${browser.entry}`,
    ...(isManifest(server) ? { serverEntry: `${origin}${publicPath}ssr/${server.entry}` } : {}),
    pageStyles,
  };
}

/**
 * The current snapshot: every remote that answers, by name, and the names of those that do not.
 * `key` changes whenever any remote's version (or availability) does.
 * @param {Array<{ name: string, origin: string }>} remotes
 */
export async function readRenderSnapshot(remotes) {
  const results = await Promise.all(
    remotes.map(async ({ name, origin }) => {
      try {
        return [name, await readRemote(name, origin)];
      } catch (error) {
        return [name, { error: error instanceof Error ? error.message : String(error) }];
      }
    }),
  );
  const available = Object.fromEntries(results.filter(([, remote]) => !remote.error));
  const unavailable = results.filter(([, remote]) => remote.error).map(([name]) => name);
  const key = createHash('sha256')
    .update(JSON.stringify({ available, unavailable }))
    .digest('hex')
    .slice(0, 16);
  return { key, remotes: available, unavailable };
}
