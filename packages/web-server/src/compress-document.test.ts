import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { compressDocument, preferredEncoding } from './compress-document.js';

test('brotli first, then gzip, as the browser accepts them', () => {
  assert.equal(preferredEncoding('gzip, deflate, br, zstd'), 'br');
  assert.equal(preferredEncoding('gzip, deflate'), 'gzip');
  assert.equal(preferredEncoding('br;q=0.5, gzip;q=0.9'), 'gzip');
  assert.equal(preferredEncoding('br;q=0, gzip'), 'gzip');
  assert.equal(preferredEncoding('*'), 'br');
  assert.equal(preferredEncoding('*;q=0, gzip'), 'gzip');
});

test('no encoding when none is accepted', () => {
  for (const header of [undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0', 'gzip;q=x']) {
    assert.equal(preferredEncoding(header), undefined, String(header));
  }
});

test('the compressed document decodes to the same HTML', () => {
  const html = `<!doctype html><html><body>${'<p>Gloh — ünïcode</p>'.repeat(200)}</body></html>`;
  const br = compressDocument(html, 'gzip, br');
  assert.equal(br.encoding, 'br');
  assert.equal(brotliDecompressSync(br.body).toString(), html);
  assert.ok(br.body.length < html.length / 10);
  const gzip = compressDocument(html, 'gzip');
  assert.equal(gzip.encoding, 'gzip');
  assert.equal(gunzipSync(gzip.body).toString(), html);
});

test('a small document or a client without compression gets the text as it is', () => {
  assert.deepEqual(compressDocument('<p>short</p>', 'br'), { body: '<p>short</p>' });
  const html = 'x'.repeat(5000);
  assert.deepEqual(compressDocument(html, undefined), { body: html });
});
