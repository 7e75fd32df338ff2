import type { ReactNode } from 'react';
import { SITE_ICONS, THEME_COLOR } from '@gloh/contract/site-identity';
import { EARLY_ERRORS_SCRIPT } from '../features/analytics/early-errors';
import { SITE_FOOTER_ID } from '../features/layout/site-footer';
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
         * The first paint waits for the page's content to be parsed whole, up to the footer. A
         * slow phone paints whatever is parsed once the paint may go: held for the header, it
         * painted the header with half a page whose sections then grew as the rest was parsed,
         * moving what was on screen below them.
         */}
        <link rel="expect" href={`#${SITE_FOOTER_ID}`} blocking="render" />
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
