import { prerender } from 'react-dom/static';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRuntimeConfig } from '@gloh/shared/runtime-config';
import { App } from '../app/app';
import { routeForPath } from '../app/route-for-path';
import { preloadPage, type PreloadedPage } from '../features/remote-loading/preloaded-page';
import { HtmlDocument } from './html-document';
import type {
  RenderInput,
  RenderOutput,
  SnapshotRemotes,
} from '../../server/rendering/render-protocol';
import {
  CLIENT_ONLY_DIGEST,
  ClientOnlySection,
  SERVER_ERROR_DIGEST,
} from '../lib/client-only-section';

/** How long a remote may take to give the server its page before the section's panel is sent. */
const REMOTE_LOAD_TIMEOUT_MS = 5_000;

/** A render worker serves one snapshot: its remotes are registered once, at start. */
export function registerServerRemotes(remotes: SnapshotRemotes): void {
  registerRemotes(
    Object.entries(remotes).flatMap(([name, remote]) =>
      remote?.serverEntry ? [{ name, entry: remote.serverEntry }] : [],
    ),
    { force: true },
  );
}

export async function renderDocument(input: RenderInput): Promise<RenderOutput> {
  const config = parseRuntimeConfig(input.config);
  const route = routeForPath(input.path, input.sitePages, config.flags);
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
        sitePages: input.sitePages,
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
        sitePages={input.sitePages}
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
