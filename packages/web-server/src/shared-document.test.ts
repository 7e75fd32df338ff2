import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { inlineScriptHashes, matchesEntityTag, SharedDocument } from './shared-document.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

test('the hash of each inline script a browser runs, of its text as written, once each', () => {
  const run = "(function(){document.body.dataset.ready='1'})()";
  const html =
    `<script src="/static/js/main.js" defer></script>` +
    `<script type="application/json" id="state">{"a":1}</script>` +
    `<script type="application/ld+json">{"@type":"Organization"}</script>` +
    `<script>${run}</script><script type="module">import('/x.js')</script>` +
    `<SCRIPT type='text/javascript'>${run}</SCRIPT>`;
  assert.deepEqual(inlineScriptHashes(html), [sha256(run), sha256("import('/x.js')")]);
  assert.deepEqual(inlineScriptHashes('<p>no scripts</p>'), []);
});

test('revalidation matches the tag weakly, in a list or as *', () => {
  const etag = 'W/"abc"';
  assert.equal(matchesEntityTag('W/"abc"', etag), true);
  assert.equal(matchesEntityTag('"abc"', etag), true);
  assert.equal(matchesEntityTag('"x", W/"abc"', etag), true);
  assert.equal(matchesEntityTag('*', etag), true);
  assert.equal(matchesEntityTag('W/"abd"', etag), false);
  assert.equal(matchesEntityTag(undefined, etag), false);
  assert.equal(matchesEntityTag('', etag), false);
});

test('the same HTML has the same tag; other HTML another', () => {
  const page = `<!doctype html><p>${'Gloh '.repeat(400)}</p>`;
  assert.equal(new SharedDocument(page).etag, new SharedDocument(page).etag);
  assert.notEqual(new SharedDocument(page).etag, new SharedDocument(`${page} `).etag);
  assert.match(new SharedDocument(page).etag, /^W\/"[\w-]{32}"$/);
});

test('each encoding is compressed once, and decodes to the page', async () => {
  const page = `<!doctype html><p>${'Gloh '.repeat(400)}</p>`;
  const document = new SharedDocument(page);
  assert.equal(document.encodingFor('br'), 'br');
  const [br, again] = await Promise.all([document.body('br'), document.body('br')]);
  assert.equal(again, br);
  assert.equal(await document.body('br'), br);
  assert.equal(brotliDecompressSync(br as Buffer).toString(), page);
  assert.equal(gunzipSync((await document.body('gzip')) as Buffer).toString(), page);
  assert.equal(await document.body(undefined), page);
});

test('a page too small to gain from compression is sent as it is', async () => {
  const document = new SharedDocument('<p>short</p>');
  assert.equal(document.encodingFor('br'), undefined);
  assert.equal(await document.body(document.encodingFor('br')), '<p>short</p>');
});
