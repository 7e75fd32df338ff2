// Server rendering of the shell's pages, composed from the remotes as they are deployed now.
//
// Request flow: the remotes' render manifests are read at most every SNAPSHOT_MAX_AGE_MS; when any
// remote's version (or availability) changed, a new render worker is started for that snapshot
// and, once ready, takes over; the old one finishes its renders and ends. HTML is cached per
// snapshot, config, host name, path and form result, so a deploy or a config change is a new cache key;
// a personal page (the reset page with its token) is rendered every time and never cached.
import { randomUUID } from 'node:crypto';
import { readRenderSnapshot } from './render-snapshot.mjs';
import { startRenderWorker } from './render-worker-pool.mjs';
import { readDocumentAssets } from './document-assets.mjs';

const SNAPSHOT_MAX_AGE_MS = 2_000;

/**
 * @param {object} options
 * @param {string} options.bundlePath the shell's Node build
 * @param {string} options.distDir the shell's browser build (its assets)
 * @param {() => Array<{ name: string, origin: string }>} options.remotes where each remote is
 * @param {() => Promise<{ key: string, config: unknown }>} options.readConfig the served config.json
 * @param {number} [options.cacheLimit] pages kept (0: render every request, for benchmarks)
 */
export function createPageRenderer({ bundlePath, distDir, remotes, readConfig, cacheLimit = 500 }) {
  /** Stands for the per-response CSP nonce in cached HTML; replaced on every response. */
  const noncePlaceholder = `nonce-${randomUUID()}`;
  let current; // { snapshot, worker }
  let checkedAt = 0;
  let refreshing;
  let assets;
  const cache = new Map();

  async function refresh() {
    const snapshot = await readRenderSnapshot(remotes());
    checkedAt = Date.now();
    if (current?.snapshot.key === snapshot.key && current.worker.isAlive()) return current;
    const worker = await startRenderWorker(bundlePath, snapshot);
    const previous = current;
    current = { snapshot, worker };
    previous?.worker.retire();
    return current;
  }

  async function currentWorker() {
    const stale = !current || Date.now() - checkedAt > SNAPSHOT_MAX_AGE_MS;
    if (stale || !current.worker.isAlive()) {
      refreshing ??= refresh().finally(() => {
        refreshing = undefined;
      });
      // A serving worker keeps serving while a newer snapshot is checked, unless it is gone.
      if (!current || !current.worker.isAlive()) return refreshing;
      refreshing.catch(() => undefined);
    }
    return current;
  }

  function remember(key, promise) {
    if (cacheLimit === 0) return;
    cache.set(key, promise);
    if (cache.size > cacheLimit) cache.delete(cache.keys().next().value);
    promise.catch(() => cache.delete(key));
  }

  /**
   * @param {string} path the request's path, without query
   * @param {string | undefined} hostname the request's host name, without port (pages may depend
   *   on it: the demos show on demo hosts only); none in a request without a Host header
   * @param {string} [search] the query (serverRenderQuery of @gloh/contract/reset-token): a form
   *   post's result keys, one of a few known values or '', so it adds only a handful of pages to
   *   the cache; and the reset page's token, which is personal
   * @param {{ cache?: boolean }} [options] cache: false for a personal page, rendered every time
   * @returns {Promise<{ status: number, html: (nonce: string) => string, snapshot: string, errors: string[] }>}
   */
  async function render(path, hostname, search = '', { cache: cacheable = true } = {}) {
    const host = (hostname ?? '').toLowerCase();
    assets ??= await readDocumentAssets(distDir);
    const [{ snapshot, worker }, { key: configKey, config }] = await Promise.all([
      currentWorker(),
      readConfig(),
    ]);
    const cacheKey = `${snapshot.key}\n${configKey}\n${host}\n${path}\n${search}`;
    let result = cacheable ? cache.get(cacheKey) : undefined;
    const cached = result !== undefined;
    if (!result) {
      result = worker.render({
        path,
        search,
        hostname: host,
        config,
        remotes: snapshot.remotes,
        unavailableRemotes: snapshot.unavailable,
        assets,
        nonce: noncePlaceholder,
      });
      if (cacheable) remember(cacheKey, result);
    }
    const output = await result;
    return {
      status: output.status,
      html: (nonce) => output.html.replaceAll(noncePlaceholder, nonce),
      snapshot: snapshot.key,
      errors: output.errors,
      cached,
    };
  }

  function close() {
    current?.worker.retire();
  }

  return { render, close };
}
