// The site's Bootstrap sheet, composed from the real Bootstrap for the shell's and remotes' usage.
import assert from 'node:assert/strict';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  type BootstrapUsage,
  createSiteStylesheets,
  linkSiteStylesheet,
  parseBootstrapUsage,
  readWholeBootstrap,
  stylesheetResponse,
} from './site-stylesheet.js';
import { purgeBootstrap } from './purge-bootstrap.js';

const bootstrapCss = readWholeBootstrap();
const shellUsage: BootstrapUsage = {
  words: ['container', 'btn', 'btn-primary', 'tooltip', 'body'],
  customProperties: [],
  greedy: ['^bs-tooltip-'],
};
const stylesheets = () =>
  createSiteStylesheets({ bootstrapCss, shellUsage: async () => shellUsage });

test("the shell's usage alone: its rules, not the others", async () => {
  const { css, href } = await stylesheets().compose([]);
  assert.match(href, /^\/styles\/bootstrap\.[0-9a-f]{16}\.css$/);
  assert.match(css, /\.btn-primary\{/);
  assert.doesNotMatch(css, /\.list-group-horizontal\{/);
  // The greedy pattern keeps Popper's placement rules, whose attributes no source names.
  assert.match(css, /\.bs-tooltip-auto\[data-popper-placement\^=top\]/);
  assert.ok(css.length < bootstrapCss.length / 3);
});

test("a remote's release brings the rules of the classes it uses, in Bootstrap's order", async () => {
  const sheets = stylesheets();
  const before = await sheets.compose([]);
  const after = await sheets.compose([
    { words: ['list-group', 'list-group-horizontal', 'list-group-item'], customProperties: [] },
  ]);
  assert.notEqual(after.href, before.href);
  assert.match(after.css, /\.list-group-horizontal\{flex-direction:row\}/);
  // The responsive variants inside @media rules come with their words only.
  assert.doesNotMatch(after.css, /\.list-group-horizontal-md/);
  // One sheet, in Bootstrap's order: the container's rules still come before the list group's.
  assert.ok(after.css.indexOf('.container{') < after.css.indexOf('.list-group{'));
  // A page rendered with the earlier releases still finds its sheet.
  assert.equal(sheets.find(before.href.slice('/styles/'.length)), before);
  assert.equal(sheets.find(after.href.slice('/styles/'.length)), after);
  assert.equal(sheets.find('bootstrap.0123456789abcdef.css'), undefined);
  assert.equal(sheets.find('../../etc/passwd'), undefined);
});

test('the same usages give the same sheet, composed once, whatever their order', async () => {
  const sheets = stylesheets();
  const a = { words: ['badge'], customProperties: [] };
  const b = { words: ['card', 'card-body'], customProperties: ['--bs-link-color'] };
  const [first, second] = await Promise.all([sheets.compose([a, b]), sheets.compose([b, a])]);
  assert.equal(second, first);
  assert.match(first.css, /--bs-link-color:/);
});

test("without the shell's usage, Bootstrap is served whole", async () => {
  const sheets = createSiteStylesheets({ bootstrapCss, shellUsage: async () => undefined });
  assert.equal(
    (await sheets.compose([{ words: ['card'], customProperties: [] }])).css,
    bootstrapCss,
  );
});

test("a remote's usage is words only; anything else in it is refused", () => {
  assert.deepEqual(
    parseBootstrapUsage({ words: ['card'], customProperties: ['--bs-gutter-x'], greedy: ['.*'] }),
    { words: ['card'], customProperties: ['--bs-gutter-x'] },
  );
  for (const malformed of [
    undefined,
    'card',
    { words: ['card'] },
    { words: ['.card{color:red}'], customProperties: [] },
    { words: ['card'], customProperties: ['--other'] },
    { words: Array.from({ length: 20_001 }, () => 'card'), customProperties: [] },
  ]) {
    assert.equal(
      parseBootstrapUsage(malformed),
      undefined,
      JSON.stringify(malformed)?.slice(0, 60),
    );
  }
});

test('served compressed as the client accepts, and linked in a document the server did not render', async () => {
  const sheet = await stylesheets().compose([]);
  const br = stylesheetResponse(sheet, 'gzip, deflate, br');
  assert.equal(br.encoding, 'br');
  assert.equal(brotliDecompressSync(br.body).toString(), sheet.css);
  const gzip = stylesheetResponse(sheet, 'gzip');
  assert.equal(gunzipSync(gzip.body).toString(), sheet.css);
  assert.deepEqual(stylesheetResponse(sheet, undefined), { body: sheet.css });
  assert.equal(
    linkSiteStylesheet('<html><head><title>x</title></head><body></body></html>', sheet, 'n1'),
    `<html><head><title>x</title><link rel="stylesheet" href="${sheet.href}" nonce="n1"></head><body></body></html>`,
  );
});

test('a new set of usages links Bootstrap whole until its sheet is composed; the first waits for its own', async () => {
  let releasePurge = () => {};
  const held = new Promise<void>((resolve) => (releasePurge = resolve));
  const sheets = createSiteStylesheets({
    bootstrapCss,
    shellUsage: async () => shellUsage,
    purge: async (css, usage) => {
      if (usage.words.includes('list-group')) await held;
      return purgeBootstrap(css, usage);
    },
  });
  const first = await sheets.link([]);
  assert.equal(first.sheet, await first.composed);
  assert.doesNotMatch(first.sheet.css, /\.list-group\{/);

  const usages = [{ words: ['list-group'], customProperties: [] }];
  const linked = await sheets.link(usages);
  assert.equal(linked.sheet.css, bootstrapCss);
  assert.equal(sheets.find(linked.sheet.href.slice('/styles/'.length)), linked.sheet);
  assert.equal(brotliDecompressSync(linked.sheet.encoded.br).toString(), bootstrapCss);

  releasePurge();
  const composed = await linked.composed;
  assert.match(composed.css, /\.list-group\{/);
  assert.ok(composed.css.length < bootstrapCss.length / 3);
  assert.equal((await sheets.link(usages)).sheet, composed);
  // Both stay served: pages rendered while the sheet was composed link Bootstrap whole.
  assert.equal(sheets.find(linked.sheet.href.slice('/styles/'.length)), linked.sheet);
  assert.equal(sheets.find(composed.href.slice('/styles/'.length)), composed);
});
