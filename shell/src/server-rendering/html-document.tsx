import type { ReactNode } from 'react';
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
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d5c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
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
