// Staff previews of a staged release (gloh-release --stage): the whole site at its real URLs with
// one remote's staged release in place of its live one, for the browser of a signed-in staff
// member only. Opening /__preview asks the API whether the request has a staff session and, if
// so, sets the signed preview cookie (preview-cookie.ts); with it, pages are rendered from a
// snapshot whose remote reads the staged release's manifests (at releases/<id>/), by a renderer
// of their own that caches nothing, and /remotes.json names the staged entry. Every previewed
// response is private, never stored, and not for search.
import type { RemoteName } from '@gloh/shared/remotes';
import type { DocumentRequest, RenderedDocument } from '@gloh/web-server/create-web-server';
import { serverRenderQuery } from '@gloh/contract/reset-token';
import { STAFF_API_PATHS } from '@gloh/contract/staff';
import type { RenderSnapshot } from '../rendering/render-snapshot.js';
import type { SnapshotSource } from '../rendering/snapshot-source.js';
import type { RenderedPage } from '../rendering/page-renderer.js';
import {
  PREVIEW_COOKIE,
  PREVIEW_SECONDS,
  type Preview,
  readCookie,
  signPreview,
  verifyPreview,
} from './preview-cookie.js';
import { withPreviewBanner } from './preview-banner.js';

/** Never stored by a browser cache or a shared one, never indexed. */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
};

/** Previews rendered at once (each has a render worker); the oldest is closed for a new one. */
const MAX_PREVIEWS = 3;
const SESSION_TIMEOUT_MS = 5_000;

interface PreviewRenderer {
  render(
    path: string,
    hostname: string | undefined,
    search: string,
    options: { cache: boolean },
  ): Promise<RenderedPage>;
  close(): void;
}

export interface PreviewSiteOptions {
  /** PREVIEW_SECRET; none: previews are off. */
  secret: string | undefined;
  /** The live releases, which a preview changes for one remote. */
  live: SnapshotSource;
  /** A snapshot of the site with `release` read for `remote` in place of its live one. */
  readSnapshot: (
    live: RenderSnapshot,
    releases: Partial<Record<RemoteName, string>>,
  ) => Promise<RenderSnapshot>;
  /** A page renderer for these snapshots (none: the site is not rendered on the server). */
  createRenderer?: (snapshots: SnapshotSource) => PreviewRenderer;
  /** The single-page document, when pages are not rendered on the server. */
  renderSinglePage: (request: DocumentRequest) => Promise<RenderedDocument>;
  /** Whether the API knows the request's cookies as a staff member's session. */
  isStaff: (cookie: string | undefined) => Promise<boolean>;
  now?: () => number;
}

/** Asks the API, with the request's cookies, for the staff member they are signed in as. */
export function staffSessionCheck(
  apiOrigin: string,
  headers: Readonly<Record<string, string>>,
): (cookie: string | undefined) => Promise<boolean> {
  return async (cookie) => {
    if (!cookie) return false;
    try {
      const response = await fetch(new URL(STAFF_API_PATHS.me, apiOrigin), {
        headers: { ...headers, cookie, accept: 'application/json' },
        signal: AbortSignal.timeout(SESSION_TIMEOUT_MS),
      });
      return response.ok;
    } catch {
      return false;
    }
  };
}

export function createPreviewSite({
  secret,
  live,
  readSnapshot,
  createRenderer,
  renderSinglePage,
  isStaff,
  now = () => Date.now() / 1000,
}: PreviewSiteOptions) {
  /** The preview snapshot of each preview, for the live snapshot it was made from. */
  const snapshots = new Map<string, { liveKey: string; snapshot: Promise<RenderSnapshot> }>();
  const renderers = new Map<string, PreviewRenderer>();
  const keyOf = ({ remote, release }: Preview) => `${remote}/${release}`;

  /** The site as previewed: made again when the live releases change (another remote's release). */
  async function snapshotFor(preview: Preview): Promise<RenderSnapshot> {
    const current = await live.read();
    const key = keyOf(preview);
    let known = snapshots.get(key);
    if (known?.liveKey !== current.key) {
      const snapshot = readSnapshot(current, { [preview.remote]: preview.release });
      known = { liveKey: current.key, snapshot };
      snapshots.set(key, known);
      snapshot.catch(() => snapshots.delete(key));
    }
    const snapshot = await known.snapshot;
    if (!snapshot.remotes[preview.remote]) {
      snapshots.delete(key);
      throw new Error(`${preview.remote} release ${preview.release} cannot be read`);
    }
    return snapshot;
  }

  function rendererFor(preview: Preview, create: NonNullable<typeof createRenderer>) {
    const key = keyOf(preview);
    let renderer = renderers.get(key);
    if (!renderer) {
      renderer = create({
        read: () => snapshotFor(preview),
        // A preview's worker starts with its first page: nothing waits on it beforehand.
        prepareWith: () => undefined,
        close: () => undefined,
      });
      renderers.set(key, renderer);
      const oldest = renderers.keys().next().value;
      if (renderers.size > MAX_PREVIEWS && oldest !== undefined) {
        renderers.get(oldest)?.close();
        renderers.delete(oldest);
        snapshots.delete(oldest);
      }
    }
    return renderer;
  }

  return {
    enabled: secret !== undefined,

    /** Whether the request's cookies are a signed-in staff member's (never, with previews off). */
    isStaff: async (cookie: string | undefined) => secret !== undefined && isStaff(cookie),

    /**
     * The preview a request's cookies hold; `invalid`: they hold a preview cookie that is not
     * (forged, altered, expired, or previews are off), to be cleared.
     */
    read(cookie: string | undefined): { preview?: Preview; invalid: boolean } {
      const value = readCookie(cookie, PREVIEW_COOKIE);
      if (value === undefined) return { invalid: false };
      const preview = secret ? verifyPreview(value, secret, now()) : undefined;
      return preview ? { preview, invalid: false } : { invalid: true };
    },

    /**
     * The cookie value that opens a preview of `release` of `remote`, if the request is a staff
     * member's and the release is kept; else why not.
     */
    async open(
      cookie: string | undefined,
      remote: RemoteName,
      release: string,
    ): Promise<{ value: string } | { refused: 'disabled' | 'not-staff' | 'unknown-release' }> {
      if (!secret) return { refused: 'disabled' };
      if (!(await isStaff(cookie))) return { refused: 'not-staff' };
      const preview = { remote, release, expires: Math.floor(now()) + PREVIEW_SECONDS };
      try {
        await snapshotFor(preview);
      } catch {
        return { refused: 'unknown-release' };
      }
      return { value: signPreview(preview, secret) };
    },

    /** The entries the browser loads the remotes from, the previewed one's staged. */
    async remoteEntries(preview: Preview): Promise<Record<string, string> | undefined> {
      try {
        const { remotes } = await snapshotFor(preview);
        return Object.fromEntries(
          Object.entries(remotes).map(([name, remote]) => [name, remote?.browserEntry ?? '']),
        );
      } catch {
        return undefined;
      }
    },

    /** The composed pages as previewed. */
    async sitePages(preview: Preview): Promise<RenderSnapshot['sitePages'] | undefined> {
      return snapshotFor(preview).then(
        ({ sitePages }) => sitePages,
        () => undefined,
      );
    },

    /** A page as previewed, with the banner; none when the preview cannot be rendered. */
    async render(
      preview: Preview,
      request: DocumentRequest,
    ): Promise<RenderedDocument | undefined> {
      try {
        if (!createRenderer) {
          await snapshotFor(preview);
          const page = await renderSinglePage(request);
          if (page.document) return undefined;
          return { ...page, html: withPreviewBanner(page.html, preview), headers: PREVIEW_HEADERS };
        }
        const { pathname, search } = new URL(request.url, 'http://localhost');
        const query = serverRenderQuery(pathname, search);
        const page = await rendererFor(preview, createRenderer).render(
          pathname,
          request.hostname,
          query.search,
          { cache: false },
        );
        for (const error of page.errors) {
          request.log.error(
            { path: pathname, error },
            'preview rendering fell back to the browser',
          );
        }
        if (!page.html) return undefined;
        return {
          status: page.status,
          html: withPreviewBanner(page.html(request.nonce), preview),
          headers: PREVIEW_HEADERS,
        };
      } catch (error) {
        request.log.error({ path: request.url, err: error }, 'the preview could not be rendered');
        return undefined;
      }
    },

    close() {
      for (const renderer of renderers.values()) renderer.close();
      renderers.clear();
    },
  };
}

export type PreviewSite = ReturnType<typeof createPreviewSite>;
