// Critical CSS inlined into a rendered page, with stylesheets read through the given reader.
import assert from 'node:assert/strict';
import { createCriticalCss } from './critical-css.js';

const NONCE = 'nonce-placeholder';
const page = (links: string[]) =>
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>Page</title>' +
  links.map((href) => `<link rel="stylesheet" href="${href}"/>`).join('') +
  '</head><body><div id="root"><main class="hero"><h1 class="title">Hello</h1></main></div>' +
  `<script type="application/json" id="state" nonce="${NONCE}">{"a":"<\\u002fscript>"}</script>` +
  `<script src="/static/js/main.js" defer="" nonce="${NONCE}"></script></body></html>`;

const SHEETS: Record<string, string> = {
  '/styles/bootstrap.0123456789abcdef.css': '.title{margin:0}.modal{display:none}',
  '/static/css/app.css': '.hero{color:#123}.footer{color:red}',
};

test('the rules the page uses are inlined in order; the sheets load without blocking the paint', async () => {
  const inline = createCriticalCss(async (href) => SHEETS[href], NONCE);
  const html = await inline(page(Object.keys(SHEETS)));
  // Marked, for the activation script to remove once the whole sheets apply.
  const style =
    /<style nonce="nonce-placeholder" data-critical>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
  assert.equal(html.match(/<style/g)?.length, 1, 'one <style> for every sheet');
  assert.match(style, /\.title\{margin:0\}/);
  assert.match(style, /\.hero\{color:#123\}/);
  assert.ok(style.indexOf('.title') < style.indexOf('.hero'), 'Bootstrap first, as linked');
  assert.doesNotMatch(style, /\.modal|\.footer/);
  for (const href of Object.keys(SHEETS)) {
    assert.match(
      html,
      new RegExp(`<link rel="stylesheet" href="${href}" media="print" data-beasties-media="all">`),
    );
    // Without scripts the sheets still load.
    assert.match(html, new RegExp(`<noscript><link rel="stylesheet" href="${href}"></noscript>`));
  }
  // One script switches them on, allowed by the response's nonce.
  assert.match(html, new RegExp(`<script nonce="${NONCE}">\\(function\\(\\)\\{var links=`));
  // The page's own markup and server state are untouched.
  assert.match(html, /<main class="hero"><h1 class="title">Hello<\/h1><\/main>/);
  assert.match(html, /\{"a":"<\\u002fscript>"\}<\/script>/);
});

test('a sheet that cannot be read stays a blocking link; the others are inlined', async () => {
  const inline = createCriticalCss(
    async (href) => (href === '/static/css/app.css' ? undefined : SHEETS[href]),
    NONCE,
  );
  const html = await inline(page(Object.keys(SHEETS)));
  assert.match(html, /<link rel="stylesheet" href="\/static\/css\/app\.css">/);
  assert.match(html, /\.title\{margin:0\}/);
});
