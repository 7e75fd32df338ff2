// A release switch with the site's Bootstrap sheet still being composed: the real snapshot source
// reading a real HTTP server's manifests, the real sheets (PurgeCSS held back here), and render
// workers that echo what a page links instead of the shell's build.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createPageRenderer } from './page-renderer.js';
import type { RenderWorker } from './render-worker-pool.js';
import { createSnapshotSource } from './snapshot-source.js';
import {
  type BootstrapUsage,
  SITE_STYLESHEET_PREFIX,
  createSiteStylesheets,
  readWholeBootstrap,
} from './site-stylesheet.js';
import { purgeBootstrap } from './purge-bootstrap.js';

const distDir = mkdtempSync(path.join(os.tmpdir(), 'gloh-page-renderer-'));
writeFileSync(path.join(distDir, 'index.html'), '<script defer src="/static/js/main.js"></script>');
writeFileSync(path.join(distDir, 'render-manifest.json'), '{"styles":[]}');

/** The marketing release the server publishes now. */
let manifest: { entry: string; release: string; bootstrap: BootstrapUsage };
const server = http.createServer((req, res) => {
  if (req.url !== '/remotes/marketing/render-manifest.json') {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest));
});
let origin = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** Renders a page as the list of the stylesheets it links and the marketing release it shows. */
async function startEchoWorker(): Promise<RenderWorker> {
  let release: string | undefined;
  return {
    async serve(remotes) {
      release = remotes.marketing?.release;
    },
    async render(input) {
      return {
        status: 200,
        html: JSON.stringify({ release, styles: input.assets.styles }),
        errors: [],
      };
    },
    async useStylesheets() {},
    async inlineCriticalCss(html) {
      return html;
    },
    retire() {},
    isAlive: () => true,
    onExit() {},
  };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

test('a release is served at once with Bootstrap whole while its sheet is composed, which then takes over', async () => {
  const bootstrapCss = readWholeBootstrap();
  const NEW_COMPONENT = 'list-group-horizontal';
  let releasePurge = () => {};
  const purgeHeld = new Promise<void>((resolve) => (releasePurge = resolve));
  let heldPurges = 0;
  const stylesheets = createSiteStylesheets({
    bootstrapCss,
    shellUsage: async () => ({ words: ['container', 'btn'], customProperties: [] }),
    // The purge for the new component waits until the test lets it go.
    purge: async (css, usage) => {
      if (usage.words.includes(NEW_COMPONENT)) {
        heldPurges += 1;
        await purgeHeld;
      }
      return purgeBootstrap(css, usage);
    },
  });
  manifest = {
    entry: 'static/js/remoteEntry.1.js',
    release: 'm1',
    bootstrap: { words: ['card'], customProperties: [] },
  };
  const snapshots = createSnapshotSource(() => [{ name: 'marketing', origin }], {
    pollMs: 20,
    log: () => {},
  });
  const renderer = createPageRenderer({
    bundlePath: 'unused',
    distDir,
    snapshots,
    stylesheets,
    readConfig: async () => ({ key: 'config', config: {} }),
    startRenderWorker: startEchoWorker,
  });
  const page = async () => {
    const { document } = await renderer.render('/', 'localhost');
    const { release, styles } = JSON.parse(document!.html) as {
      release: string;
      styles: string[];
    };
    const sheet = stylesheets.find(styles[0]!.slice(SITE_STYLESHEET_PREFIX.length));
    assert.ok(sheet, `the page links a sheet the server serves: ${styles[0]}`);
    return { release, sheet };
  };
  try {
    // The first release: its own sheet, composed before anything is served.
    const first = await page();
    assert.equal(first.release, 'm1');
    assert.match(first.sheet.css, /\.card\{/);
    assert.doesNotMatch(first.sheet.css, /\.list-group-horizontal\{/);

    manifest = {
      entry: 'static/js/remoteEntry.2.js',
      release: 'm2',
      bootstrap: { words: ['card', 'list-group', NEW_COMPONENT], customProperties: [] },
    };
    const switched = await until(page, ({ release }) => release === 'm2');
    // Switched while its sheet's purge was still held, with a sheet that has its rules.
    assert.equal(heldPurges, 1);
    assert.equal(switched.sheet.css, bootstrapCss);
    assert.match(switched.sheet.css, /\.list-group-horizontal\{flex-direction:row\}/);

    releasePurge();
    const purged = await until(page, ({ sheet }) => sheet !== switched.sheet);
    assert.equal(purged.release, 'm2');
    assert.match(purged.sheet.css, /\.list-group-horizontal\{flex-direction:row\}/);
    assert.ok(purged.sheet.css.length < bootstrapCss.length / 3);
    assert.equal(
      purged.sheet,
      await stylesheets.compose([
        { words: ['card', 'list-group', NEW_COMPONENT], customProperties: [] },
      ]),
    );
    // Bootstrap whole is still served, for pages rendered meanwhile.
    assert.equal(
      stylesheets.find(switched.sheet.href.slice(SITE_STYLESHEET_PREFIX.length)),
      switched.sheet,
    );
  } finally {
    renderer.close();
    snapshots.close();
  }
});
