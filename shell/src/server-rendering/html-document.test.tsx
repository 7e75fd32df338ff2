// Node's types for this test alone: it reads public/index.html from disk, beside the rendered page.
/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { SITE_ICONS, THEME_COLOR } from '@gloh/contract/site-identity';
import { EARLY_ERRORS_SCRIPT } from '../features/analytics/early-errors';
import { HtmlDocument } from './html-document';

/** The head's icon, manifest and theme-colour elements, as attribute lists. */
function identityTags(html: string): string[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return [
    ...document.head.querySelectorAll(
      'link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"], meta[name="theme-color"]',
    ),
  ].map((element) =>
    [element.localName, ...[...element.attributes].map(({ name, value }) => `${name}=${value}`)]
      .sort()
      .join(' '),
  );
}

const serverRendered = renderToStaticMarkup(
  <HtmlDocument
    assets={{ styles: [], scripts: [] }}
    nonce="nonce"
    state={{ config: {}, sitePages: [], remoteEntries: {}, unavailableRemotes: [] }}
  >
    <p>Page</p>
  </HtmlDocument>,
);

describe('the documents’ heads', () => {
  it('link the SVG favicon, the .ico for older browsers, the touch icon and the manifest', () => {
    const tags = identityTags(serverRendered);
    expect(tags).toEqual(
      expect.arrayContaining([
        `href=${SITE_ICONS.svg} link rel=icon type=image/svg+xml`,
        `href=${SITE_ICONS.ico} link rel=icon sizes=16x16 32x32`,
        `href=${SITE_ICONS.appleTouch} link rel=apple-touch-icon`,
        `href=${SITE_ICONS.manifest} link rel=manifest`,
        `content=${THEME_COLOR} meta name=theme-color`,
      ]),
    );
    expect(tags).toHaveLength(5);
  });

  it('are the same in the single-page fallback (public/index.html) as in the server-rendered page', () => {
    const indexHtml = readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');
    expect(identityTags(indexHtml)).toEqual(identityTags(serverRendered));
  });

  it('start with the script that keeps early errors, the same in both', () => {
    const indexHtml = readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');
    for (const html of [serverRendered, indexHtml]) {
      const document = new DOMParser().parseFromString(html, 'text/html');
      const first = document.head.querySelector('script');
      expect(first?.textContent).toBe(EARLY_ERRORS_SCRIPT);
      // Before every stylesheet and script of the page.
      expect(document.head.querySelectorAll('script, link[rel="stylesheet"]')[0]).toBe(first);
    }
  });
});
