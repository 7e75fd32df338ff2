import { prerender } from 'react-dom/static';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRuntimeConfig } from '@gloh/shared/runtime-config';
import type { RemoteName } from '@gloh/shared/remotes';
import { App } from '../app/app';
import { routeForPath } from '../app/route-for-path';
import { preloadPage, type PreloadedPage } from '../features/remote-loading/preloaded-page';
import { HtmlDocument, type DocumentAssets } from './html-document';
import {
  CLIENT_ONLY_DIGEST,
  ClientOnlySection,
  SERVER_ERROR_DIGEST,
} from '../lib/client-only-section';

/** A remote as the render worker's snapshot has it. */
export interface SnapshotRemote {
  /** Versioned entry of the browser build, as the page's scripts will load it. */
  browserEntry: string;
  /** Versioned entry of the Node build, an absolute URL; none: the browser renders its pages. */
  serverEntry?: string;
  /** Stylesheets of each page, by route id, as URLs. */
  pageStyles: Record<string, string[]>;
}

export interface RenderInput {
  path: string;
  /** A form post's result query ('?sent=contact'), validated by the server; '' or none otherwise. */
  search?: string;
  /** The request's host name, lower case: pages may render for some hosts only (the demos). */
  hostname: string;
  /** The parsed /config.json the server serves (unparsed: the shell's parser applies). */
  config: unknown;
  remotes: Partial<Record<RemoteName, SnapshotRemote>>;
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

/** How long a remote may take to give the server its page before the section's panel is sent. */
const REMOTE_LOAD_TIMEOUT_MS = 5_000;

/** A render worker serves one snapshot: its remotes are registered once, at start. */
export function registerServerRemotes(remotes: RenderInput['remotes']): void {
  registerRemotes(
    Object.entries(remotes).flatMap(([name, remote]) =>
      remote?.serverEntry ? [{ name, entry: remote.serverEntry }] : [],
    ),
    { force: true },
  );
}

export async function renderDocument(input: RenderInput): Promise<RenderOutput> {
  const config = parseRuntimeConfig(input.config);
  const route = routeForPath(input.path, config.flags);
  let preloadedPage: PreloadedPage | undefined;
  const remote = route && input.remotes[route.remote];
  if (route) {
    if (!remote || input.unavailableRemotes.includes(route.remote)) {
      preloadedPage = { routeId: route.id, status: 'unavailable' };
    } else if (!remote.serverEntry) {
      preloadedPage = { routeId: route.id, status: 'client-only' };
    } else {
      preloadedPage = await preloadPage(route, REMOTE_LOAD_TIMEOUT_MS);
    }
  }
  const unavailable = preloadedPage?.status === 'unavailable';
  const pageStyles = (route && input.remotes[route.remote]?.pageStyles[route.id]) ?? [];
  const errors: string[] = [];
  // prerender waits for all content (no streamed fallbacks): crawlers and link previews get it all.
  const { prelude } = await prerender(
    <HtmlDocument
      assets={{ ...input.assets, styles: [...input.assets.styles, ...pageStyles] }}
      nonce={input.nonce}
      state={{
        config: input.config,
        remoteEntries: Object.fromEntries(
          Object.entries(input.remotes).flatMap(([name, remote]) =>
            remote ? [[name, remote.browserEntry]] : [],
          ),
        ),
        unavailableRemotes: unavailable && route ? [route.remote] : [],
      }}
    >
      <App
        config={config}
        preloadedPage={preloadedPage}
        serverPath={input.path + (input.search ?? '')}
        hostname={input.hostname}
      />
    </HtmlDocument>,
    {
      // Complete boundaries stay in place: by default React moves large ones to the end of the
      // document, to be revealed by an inline script, which would leave the page blank without
      // JavaScript (crawlers, link previews) and need a script nonce.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // The returned digest reaches the browser with the boundary it renders instead.
      onError(error) {
        if (error instanceof ClientOnlySection) return CLIENT_ONLY_DIGEST;
        errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error));
        return SERVER_ERROR_DIGEST;
      },
    },
  );
  const html = await new Response(prelude).text();
  return { status: !route ? 404 : unavailable ? 503 : 200, html, errors };
}
