// What a previewed page carries besides the staged release: a banner naming the remote and the
// release, with a one-click Exit preview (a form post: it works without scripts), and a robots
// meta that keeps it out of search. Put outside the React root, so hydration never sees it.
import { PREVIEW_EXIT_PATH } from '@gloh/web-server/release-preview';
import type { Preview } from './preview-cookie.js';

/**
 * The banner sits above the site in the page's flow; the root is made the containing block of the
 * header that lies over the home hero, so that header starts below the banner, not over it.
 */
const BANNER_STYLE = `<style>
#root{position:relative}
.gloh-preview-banner{position:relative;z-index:2001;display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:.5rem 1rem;margin:0;padding:.5rem 1rem;background:#fff3cd;color:#212529;border-bottom:2px solid #997404;font:1rem/1.4 system-ui,sans-serif}
.gloh-preview-banner p{margin:0}
.gloh-preview-banner code{color:inherit;font-weight:600}
.gloh-preview-banner form{margin:0}
.gloh-preview-banner button{min-height:2.75rem;padding:.25rem 1rem;border:2px solid #212529;border-radius:.375rem;background:#fff;color:#212529;font:inherit;font-weight:600;cursor:pointer}
.gloh-preview-banner button:hover{background:#212529;color:#fff}
.gloh-preview-banner button:focus-visible{outline:3px solid #0d6efd;outline-offset:2px}
</style>`;

const ROBOTS_META = /<meta name="robots" content="[^"]*"\s*\/?>/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export function previewBanner({ remote, release }: Pick<Preview, 'remote' | 'release'>): string {
  return (
    '<section class="gloh-preview-banner" aria-label="Release preview" data-testid="preview-banner">' +
    `<p>Previewing <strong>${escapeHtml(remote)}</strong> release <code>${escapeHtml(release)}</code>: ` +
    'only you see it; visitors see the live site.</p>' +
    `<form method="post" action="${PREVIEW_EXIT_PATH}"><button type="submit">Exit preview</button></form>` +
    '</section>'
  );
}

/** The page with the banner first in its body, and noindex in its head. */
export function withPreviewBanner(html: string, preview: Preview): string {
  const head = ROBOTS_META.test(html)
    ? html.replace(ROBOTS_META, '<meta name="robots" content="noindex"/>')
    : html.replace('</head>', '<meta name="robots" content="noindex"/></head>');
  return head
    .replace('</head>', `${BANNER_STYLE}</head>`)
    .replace(/<body([^>]*)>/, (body) => `${body}${previewBanner(preview)}`);
}
