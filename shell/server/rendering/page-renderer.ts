// Server rendering of the shell's pages, composed from the remotes as they are deployed now.
//
// Request flow: the remotes' render manifests are read every SNAPSHOT_POLL_MS; when any remote's
// version (or availability) changed, a render worker is started for the new snapshot, and the
// snapshot becomes the current one only once that worker is ready (snapshot-source.ts), so a page
// is never rendered with an earlier snapshot than the sitemap's. The worker of the snapshot before
// stays for a rollback; older ones finish their renders and end. HTML is cached per
// snapshot, config, host name, path and form result, so a deploy or a config change is a new cache key;
// a personal page (the reset page with its token) is rendered every time and never cached. A
// cached page gets its critical CSS inlined once it has been answered (critical-css.ts).
//
// A release whose Bootstrap sheet is not composed yet does not wait for it: its snapshot is served
// with Bootstrap whole (site-stylesheet.ts), and pages rendered once the sheet is composed link
// that one instead (the sheet's href is part of the cache key).
//
// A page that may be cached is the same for every visitor, bytes included: it carries no nonce
// (its CSP names its inline scripts by hash) and is compressed once (shared-document.ts). A
// personal page carries the nonce of its response.
import { randomUUID } from 'node:crypto';
import { SharedDocument } from '@gloh/web-server/shared-document';
import type { RenderSnapshot } from './render-snapshot.js';
import type { SnapshotSource } from './snapshot-source.js';
import { type RenderWorker, startRenderWorker as startWorker } from './render-worker-pool.js';
import { readDocumentAssets } from './document-assets.js';
import type { DocumentAssets, RenderOutput } from './render-protocol.js';
import type { SiteStylesheet, SiteStylesheets } from './site-stylesheet.js';
import type { StylesheetReader } from './critical-css.js';

/** Pages whose critical CSS is being inlined at once; more wait for their next render. */
const MAX_CRITICAL_CSS_IN_FLIGHT = 2;

export interface PageRendererOptions {
  /** The shell's Node build. */
  bundlePath: string;
  /** The shell's browser build (its assets). */
  distDir: string;
  /** The releases of the remotes, as the site is served now. */
  snapshots: SnapshotSource;
  /** The site's Bootstrap sheet for a snapshot's releases. */
  stylesheets: SiteStylesheets;
  /** The served config.json, and what identifies its version. */
  readConfig: () => Promise<{ key: string; config: unknown }>;
  /** Where the pages' stylesheets are read, to inline their critical CSS; none: not inlined. */
  readStylesheet?: StylesheetReader;
  /** Pages kept (0: render every request, for benchmarks). */
  cacheLimit?: number;
  /**
   * Keeps a worker with the build loaded for the next snapshot, so that a release does not wait
   * for one to load (the site's renderer; not one made for a preview).
   */
  spareWorker?: boolean;
  metrics?: PageRendererMetrics;
  /** Starts a render worker with the build loaded (another in tests). */
  startRenderWorker?: (bundlePath: string) => Promise<RenderWorker>;
}

/** What the renderer reports as it works (metrics.ts). */
export interface PageRendererMetrics {
  pageMade(page: {
    path: string;
    status: number;
    cached: boolean;
    /** false for a personal page, rendered for one visitor. */
    cacheable: boolean;
    seconds: number;
  }): void;
  workerStarted(): void;
  workerRetired(): void;
}

export type RenderedPage = {
  status: RenderOutput['status'];
  /** The key of the snapshot of remotes it was rendered with. */
  snapshot: string;
  /** Errors React met: the affected section is rendered by the browser instead. */
  errors: string[];
  cached: boolean;
} & (
  | { /** A page for every visitor. */ document: SharedDocument; html?: never }
  | {
      /** A personal page, with its response's CSP nonce. */ html: (nonce: string) => string;
      document?: never;
    }
);

/** A rendered page, and the same as it is sent to every visitor. */
interface SharedRender {
  output: RenderOutput;
  document: SharedDocument;
}

/** The worker rendering with a snapshot of the remotes. */
interface ServingWorker {
  snapshot: RenderSnapshot;
  worker: RenderWorker;
  /** The Bootstrap sheet its pages link: Bootstrap whole until its own is composed. */
  stylesheet: SiteStylesheet;
  /** Its place in the order the workers were started. */
  started: number;
}

export function createPageRenderer({
  bundlePath,
  distDir,
  snapshots,
  stylesheets,
  readConfig,
  readStylesheet,
  cacheLimit = 500,
  spareWorker = false,
  metrics,
  startRenderWorker = startWorker,
}: PageRendererOptions) {
  /** Stands for the per-response CSP nonce in cached HTML; replaced on every response. */
  const noncePlaceholder = `nonce-${randomUUID()}`;
  /** The workers started, by snapshot key: the current snapshot's, and the next one's. */
  const workers = new Map<string, Promise<ServingWorker>>();
  let startedWorkers = 0;
  let current: ServingWorker | undefined;
  let assets: DocumentAssets | undefined;
  const cache = new Map<string, Promise<SharedRender>>();
  /** The page without the nonce placeholder: its inline scripts are allowed by their hashes. */
  const sharedDocument = (html: string) =>
    new SharedDocument(html.replaceAll(` nonce="${noncePlaceholder}"`, ''));

  /**
   * The texts of every stylesheet the snapshot's pages link, for the worker to inline each page's
   * critical CSS (in the worker: it takes tens of milliseconds a page). One that cannot be read
   * stays an ordinary link.
   */
  async function readStylesheets(
    snapshot: RenderSnapshot,
    stylesheet: SiteStylesheet,
    shellStyles: string[],
  ): Promise<Record<string, string> | undefined> {
    if (!readStylesheet) return undefined;
    const hrefs = new Set([
      ...shellStyles,
      ...Object.values(snapshot.remotes).flatMap((remote) =>
        Object.values(remote?.pageStyles ?? {}).flat(),
      ),
    ]);
    const texts: Record<string, string> = { [stylesheet.href]: stylesheet.css };
    await Promise.all(
      [...hrefs].map(async (href) => {
        const text = await readStylesheet(href).catch(() => undefined);
        if (text !== undefined) texts[href] = text;
      }),
    );
    return texts;
  }

  /** A worker with the build loaded, for the next snapshot (spareWorker). */
  let spare: Promise<RenderWorker> | undefined;
  let closed = false;

  /** The spare worker if there is one, else a new one. */
  function takeWorker(): Promise<RenderWorker> {
    const taken = spare ?? startRenderWorker(bundlePath);
    spare = undefined;
    return taken;
  }

  /** Starts the next spare worker: after a switch, so that it never competes with one. */
  function keepSpare(): void {
    if (!spareWorker || spare || closed) return;
    const next = startRenderWorker(bundlePath);
    spare = next;
    const forgetSpare = () => {
      if (spare === next) spare = undefined;
    };
    next.then((worker) => worker.onExit(forgetSpare), forgetSpare);
  }

  /**
   * A snapshot's worker: the spare one given the snapshot's remotes, while its stylesheets are
   * read (a switch waits for the longer, not for their sum). Its Bootstrap sheet is not waited
   * for: it replaces Bootstrap whole once it is composed.
   */
  async function start(snapshot: RenderSnapshot): Promise<ServingWorker> {
    assets ??= await readDocumentAssets(distDir);
    const shellStyles = assets.styles;
    const linking = stylesheets.link(Object.values(snapshot.bootstrapUsages));
    const starting = takeWorker();
    try {
      const [worker, { sheet, composed }, texts] = await Promise.all([
        starting,
        linking,
        linking.then(({ sheet }) => readStylesheets(snapshot, sheet, shellStyles)),
        starting.then((started) => started.serve(snapshot.remotes)),
      ]);
      if (texts) await worker.useStylesheets(texts);
      metrics?.workerStarted();
      keepSpare();
      const serving = { snapshot, worker, stylesheet: sheet, started: (startedWorkers += 1) };
      void takeOverWhenComposed(serving, composed, texts);
      return serving;
    } catch (error) {
      // A worker that will serve nothing ends (its snapshot's next start takes another).
      void starting.then(
        (worker) => worker.retire(),
        () => undefined,
      );
      throw error;
    }
  }

  /**
   * The snapshot's composed sheet, once ready, is linked by the pages rendered after (the worker
   * first given its text, for their critical CSS). One that fails leaves Bootstrap whole.
   */
  async function takeOverWhenComposed(
    serving: ServingWorker,
    composed: Promise<SiteStylesheet>,
    texts: Record<string, string> | undefined,
  ): Promise<void> {
    try {
      const sheet = await composed;
      if (sheet === serving.stylesheet) return;
      if (texts) await serving.worker.useStylesheets({ ...texts, [sheet.href]: sheet.css });
      serving.stylesheet = sheet;
    } catch {
      // Bootstrap whole stays: right for any release.
    }
  }

  function retire(worker: RenderWorker): void {
    worker.retire();
    metrics?.workerRetired();
  }

  /** The worker of a snapshot: started once, again if it is gone. */
  function workerFor(snapshot: RenderSnapshot): Promise<ServingWorker> {
    const known = workers.get(snapshot.key);
    if (known) return known;
    const promise = start(snapshot);
    workers.set(snapshot.key, promise);
    promise.then(
      ({ worker }) => worker.onExit(() => forget(snapshot.key, promise)),
      () => forget(snapshot.key, promise),
    );
    return promise;
  }

  function forget(key: string, promise: Promise<ServingWorker>): void {
    if (workers.get(key) === promise) workers.delete(key);
  }

  /**
   * Once a snapshot is current, the worker of the one before it stays (a rollback to it is served
   * at once), and one started after it is for the snapshot being made ready; the others are of
   * snapshots that will not be served again (a later one gets a new worker): they finish their
   * renders and end.
   */
  function retireOthers(serving: ServingWorker, previous: ServingWorker | undefined): void {
    for (const [key, promise] of workers) {
      void promise.then(
        (other) => {
          const kept = other === serving || other === previous || other.started > serving.started;
          if (kept || workers.get(key) !== promise) return;
          workers.delete(key);
          retire(other.worker);
        },
        () => undefined,
      );
    }
  }

  // A new snapshot becomes current only once its worker is ready (snapshot-source.ts): pages,
  // menus, statuses and the sitemap switch releases together.
  snapshots.prepareWith(workerFor);

  /** The worker of the current snapshot, never one of an earlier snapshot. */
  async function currentWorker(): Promise<ServingWorker> {
    const snapshot = await snapshots.read();
    const serving = await workerFor(snapshot);
    if (current !== serving) {
      const previous = current;
      current = serving;
      retireOthers(serving, previous);
    }
    return serving;
  }

  const inlinesCriticalCss = readStylesheet !== undefined && cacheLimit > 0;
  let criticalCssInFlight = 0;

  /**
   * Replaces a cached page, once the worker has inlined its critical CSS: the page is answered
   * as rendered meanwhile (its stylesheets linked, a correct page), so inlining (tens of
   * milliseconds) never delays a response, and pages rendered for one visitor only (personal, or
   * with the cache off) never pay for it. At most MAX_CRITICAL_CSS_IN_FLIGHT at a time: under a
   * burst of new pages the others keep their links until they are rendered again.
   */
  function addCriticalCssLater(
    key: string,
    rendered: Promise<SharedRender>,
    worker: RenderWorker,
  ): void {
    if (criticalCssInFlight >= MAX_CRITICAL_CSS_IN_FLIGHT) return;
    criticalCssInFlight += 1;
    rendered
      .then(async ({ output }) => {
        const html = await worker.inlineCriticalCss(output.html, noncePlaceholder);
        // Only if the entry is still this render (not evicted, not replaced by a newer snapshot).
        if (cache.get(key) === rendered) {
          const inlined = { ...output, html };
          cache.set(key, Promise.resolve({ output: inlined, document: sharedDocument(html) }));
        }
      })
      .catch(() => undefined)
      .finally(() => {
        criticalCssInFlight -= 1;
      });
  }

  function remember(key: string, promise: Promise<SharedRender>): void {
    if (cacheLimit === 0) return;
    cache.set(key, promise);
    const oldest = cache.keys().next().value;
    if (cache.size > cacheLimit && oldest !== undefined) cache.delete(oldest);
    promise.catch(() => cache.delete(key));
  }

  /**
   * @param path the request's path, without query
   * @param hostname the request's host name, without port (pages may depend on it: the demos show
   *   on demo hosts only); none in a request without a Host header
   * @param search the query (serverRenderQuery of @gloh/contract/reset-token): a form post's
   *   result keys, one of a few known values or '', so it adds only a handful of pages to the
   *   cache; and the reset page's token, which is personal
   * @param options.cache false for a personal page, rendered every time
   */
  async function render(
    path: string,
    hostname: string | undefined,
    search = '',
    { cache: cacheable = true }: { cache?: boolean } = {},
  ): Promise<RenderedPage> {
    const started = performance.now();
    const page = await make(path, hostname, search, cacheable);
    metrics?.pageMade({
      path,
      status: page.status,
      cached: page.cached,
      cacheable,
      seconds: (performance.now() - started) / 1000,
    });
    return page;
  }

  async function make(
    path: string,
    hostname: string | undefined,
    search: string,
    cacheable: boolean,
  ): Promise<RenderedPage> {
    const host = (hostname ?? '').toLowerCase();
    assets ??= await readDocumentAssets(distDir);
    const [{ snapshot, worker, stylesheet }, { key: configKey, config }] = await Promise.all([
      currentWorker(),
      readConfig(),
    ]);
    const documentAssets = assets;
    const cacheKey = `${snapshot.key}\n${stylesheet.href}\n${configKey}\n${host}\n${path}\n${search}`;
    const renderNow = () =>
      worker.render({
        path,
        search,
        hostname: host,
        config,
        remotes: snapshot.remotes,
        sitePages: snapshot.sitePages,
        unavailableRemotes: snapshot.unavailable,
        // The site's Bootstrap first: the shell's and the page's styles build on it.
        assets: { ...documentAssets, styles: [stylesheet.href, ...documentAssets.styles] },
        nonce: noncePlaceholder,
      });
    if (!cacheable) {
      const output = await renderNow();
      return {
        status: output.status,
        html: (nonce) => output.html.replaceAll(noncePlaceholder, nonce),
        snapshot: snapshot.key,
        errors: output.errors,
        cached: false,
      };
    }
    let result = cache.get(cacheKey);
    const cached = result !== undefined;
    if (!result) {
      result = renderNow().then((output) => ({ output, document: sharedDocument(output.html) }));
      remember(cacheKey, result);
      if (inlinesCriticalCss) addCriticalCssLater(cacheKey, result, worker);
    }
    const { output, document } = await result;
    return {
      status: output.status,
      document,
      snapshot: snapshot.key,
      errors: output.errors,
      cached,
    };
  }

  /** Ready to serve: the current snapshot of the remotes is read and a worker renders with it. */
  async function isReady(): Promise<boolean> {
    const { worker } = await currentWorker();
    return worker.isAlive();
  }

  function close() {
    closed = true;
    void spare?.then(
      (worker) => worker.retire(),
      () => undefined,
    );
    for (const promise of workers.values()) {
      void promise.then(
        ({ worker }) => retire(worker),
        () => undefined,
      );
    }
    workers.clear();
  }

  return { render, isReady, close };
}
