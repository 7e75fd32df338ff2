// What the shell's server and its Node build (src/server-rendering) exchange: the server's render
// workers load the build and call it with these types, so both sides compile against one
// definition.
import type { RemoteName } from '@gloh/shared/remotes';
import type { SiteRoute } from '@gloh/shared/site-pages';

/** The shell's own files a page links: from its browser build. */
export interface DocumentAssets {
  /** Stylesheets: the site's Bootstrap sheet, the shell's, then the page's own from its remote. */
  styles: string[];
  /** The shell's scripts (deferred; they hydrate #root). */
  scripts: string[];
}

/** A remote as the render worker's snapshot has it. */
export interface SnapshotRemote {
  /** Versioned entry of the browser build, as the page's scripts will load it. */
  browserEntry: string;
  /** Versioned entry of the Node build, an absolute URL; none: the browser renders its pages. */
  serverEntry?: string;
  /** Stylesheets of each page, by route id, as URLs. */
  pageStyles: Record<string, string[]>;
  /** The release's id (render-manifest.json), when it has one. */
  release?: string;
  /** The release's page declaration, unchecked (render-manifest.json `sitePages`). */
  sitePages?: unknown;
}

export type SnapshotRemotes = Partial<Record<RemoteName, SnapshotRemote>>;

export interface RenderInput {
  path: string;
  /** A form post's result query ('?sent=contact'), validated by the server; '' or none otherwise. */
  search?: string;
  /** The request's host name, lower case: pages may render for some hosts only (the demos). */
  hostname: string;
  /** The parsed /config.json the server serves (unparsed: the shell's parser applies). */
  config: unknown;
  remotes: SnapshotRemotes;
  /** The site's pages, composed from the remotes' releases of the snapshot. */
  sitePages: SiteRoute[];
  /** Remotes whose entries could not be read: their routes render the unavailable panel. */
  unavailableRemotes: RemoteName[];
  assets: DocumentAssets;
  nonce: string;
}

export interface RenderOutput {
  status: 200 | 404 | 503;
  html: string;
  /** Errors React met while rendering: the affected section is rendered by the browser instead. */
  errors: string[];
}

/** What the Node build's `loadRenderer()` resolves to. */
export interface Renderer {
  /** A render worker serves one snapshot: its remotes are registered once, before its first page. */
  registerServerRemotes(remotes: SnapshotRemotes): void;
  renderDocument(input: RenderInput): Promise<RenderOutput>;
}

/** The Node build's entry module (dist-server/server-entry.cjs). */
export interface RendererBundle {
  loadRenderer(): Promise<Renderer>;
}

/** Messages from the server to a render worker, each answered once. */
export type RenderRequestMessage = { id: number } &
  /**
   * The snapshot's remotes, registered once before its first page: a worker is started (its
   * bundle loaded) before it is known which snapshot it will serve.
   */
  (
    | { remotes: SnapshotRemotes }
    | { input: RenderInput }
    /** A rendered page whose critical CSS is to be inlined (critical-css.ts). */
    | { criticalCss: { html: string; nonce: string } }
    /**
     * The text of every stylesheet the snapshot's pages link, by href, sent once the worker is
     * started (they are read and composed meanwhile): the worker inlines each page's critical CSS
     * from them. Never sent: pages link their stylesheets only.
     */
    | { stylesheets: Record<string, string> }
  );

/** Messages from a render worker: ready once, then one answer per request. */
export type RenderWorkerMessage =
  | { ready: true }
  | { id: number; output: RenderOutput | string; error?: undefined }
  | { id: number; error: string; output?: undefined };

/** What a render worker is started with. */
export interface RenderWorkerData {
  bundlePath: string;
}
