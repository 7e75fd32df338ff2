import type { ReactNode } from 'react';
import { SITE_ICONS, THEME_COLOR } from '@gloh/contract/site-identity';
import { EARLY_ERRORS_SCRIPT } from '../features/analytics/early-errors';
import { serializeServerState, SERVER_STATE_ELEMENT_ID, type ServerState } from './server-state';
import type { DocumentAssets } from '../../server/rendering/render-protocol';

/**
 * The whole page, rendered by React so that the title, meta, link and JSON-LD tags a page renders
 * are hoisted into <head> by React itself. Only #root is hydrated in the browser.
 */
export function HtmlDocument({
  assets,
  nonce,
  state,
  children,
}: {
  assets: DocumentAssets;
  nonce: string;
  state: ServerState;
  children: ReactNode;
}) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        {/* First, to keep the errors of everything after it (public/index.html has the same). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: EARLY_ERRORS_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* The SVG is preferred; the .ico's sizes keep browsers that read both from taking it. */}
        <link rel="icon" href={SITE_ICONS.ico} sizes="16x16 32x32" />
        <link rel="icon" href={SITE_ICONS.svg} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={SITE_ICONS.appleTouch} />
        <link rel="manifest" href={SITE_ICONS.manifest} />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/*
         * The first paint waits for the page to be parsed whole, footer included: its target is
         * the server state, the first element after the app's root. Chromium lets the paint go at
         * the target's start tag, and a slow phone paints whatever is parsed by then: held for
         * the header, it painted half a page whose sections then grew as the rest was parsed;
         * held for the footer's start, a page shorter than the screen painted its main stretched
         * over the footer's place, and the footer moved up as its lines were parsed in.
         */}
        <link rel="expect" href={`#${SERVER_STATE_ELEMENT_ID}`} blocking="render" />
      </head>
      <body>
        <div id="root">{children}</div>
        <script
          type="application/json"
          id={SERVER_STATE_ELEMENT_ID}
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: serializeServerState(state) }}
        />
        {assets.scripts.map((src) => (
          <script key={src} src={src} defer nonce={nonce} />
        ))}
      </body>
    </html>
  );
}
