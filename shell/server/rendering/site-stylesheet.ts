// The site's one Bootstrap stylesheet, composed for the releases it is served with: Bootstrap
// trimmed to what the shell and the remotes' current releases use (each build publishes its usage
// in its render manifest, see packages/build-presets/bootstrap-usage.mjs). A remote that starts
// using a Bootstrap class brings it with its own release, the shell's build never has to know,
// and the cascade stays Bootstrap's own: one sheet in Bootstrap's order, before the apps' styles.
//
// Composing takes a few hundred milliseconds, over a second under load; it happens once per set of
// usages (a new release), and each result is kept by the hash of what it was composed from, so a
// page rendered with an earlier snapshot still finds its sheet. A release is not kept waiting for
// it: while a new set is composed, pages link Bootstrap whole (right for any release, composed
// once), and the composed sheet takes over once it is ready (`link`). Only the first sheet, before
// the site serves anything, is waited for.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type DocumentEncoding, preferredEncoding } from '@gloh/web-server/compress-document';
import { type PurgeBootstrap, purgeBootstrap } from './purge-bootstrap.js';

/** Where the composed sheets are served: /styles/bootstrap.<hash>.css. */
export const SITE_STYLESHEET_PREFIX = '/styles/';
const FILE_NAME = /^bootstrap\.([0-9a-f]{16})\.css$/;

/** What a build uses of Bootstrap, as its render manifest publishes it. */
export interface BootstrapUsage {
  /** Words of Bootstrap's selectors that its sources use. */
  words: string[];
  /** `--bs-*` custom properties its stylesheets read. */
  customProperties: string[];
  /** Patterns (RegExp sources) of selectors to keep whole: the shell's own build only. */
  greedy?: string[];
}

const MAX_WORDS = 20_000;
const WORD = /^[A-Za-z0-9_-]{1,200}$/;
const CUSTOM_PROPERTY = /^--bs-[\w-]{1,200}$/;

function isListOf(value: unknown, pattern: RegExp): value is string[] {
  return (
    Array.isArray(value) &&
    value.length <= MAX_WORDS &&
    value.every((item) => typeof item === 'string' && pattern.test(item))
  );
}

/**
 * A remote's published usage, or undefined when it has none or it is malformed (its release then
 * adds nothing to the sheet). Patterns are not accepted from a remote: only words.
 */
export function parseBootstrapUsage(value: unknown): BootstrapUsage | undefined {
  const usage = value as Partial<BootstrapUsage> | undefined;
  if (!usage || typeof usage !== 'object') return undefined;
  if (!isListOf(usage.words, WORD) || !isListOf(usage.customProperties, CUSTOM_PROPERTY)) {
    return undefined;
  }
  return { words: usage.words, customProperties: usage.customProperties };
}

/**
 * The shell's own usage, from its browser build's render manifest, safelist patterns included;
 * undefined for a build that publishes none (or has no manifest), which is then served the whole
 * of Bootstrap.
 */
export async function readShellBootstrapUsage(
  distDir: string,
): Promise<BootstrapUsage | undefined> {
  let manifest: { bootstrap?: { greedy?: unknown } };
  try {
    manifest = JSON.parse(await readFile(path.join(distDir, 'render-manifest.json'), 'utf8'));
  } catch {
    return undefined;
  }
  const usage = parseBootstrapUsage(manifest.bootstrap);
  const greedy = manifest.bootstrap?.greedy;
  if (!usage) return undefined;
  return Array.isArray(greedy) && greedy.every((source) => typeof source === 'string')
    ? { ...usage, greedy }
    : usage;
}

export interface SiteStylesheet {
  /** Where pages link it. */
  href: string;
  css: string;
  encoded: Record<DocumentEncoding, Buffer>;
}

/** How many composed sheets are kept for pages rendered with earlier releases. */
const KEPT_SHEETS = 8;
// The sheet is served many times for one compression: the best ratio is worth its time.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };

/** The whole bootstrap.min.css of the shell's Bootstrap (the one version the site runs). */
export function readWholeBootstrap(): string {
  const require = createRequire(import.meta.url);
  return readFileSync(require.resolve('bootstrap/dist/css/bootstrap.min.css'), 'utf8');
}

/** The sheet a page links now, and the one composed for its releases that replaces it. */
export interface LinkedStylesheet {
  /** The composed sheet when it is ready (or the first is being composed), else Bootstrap whole. */
  sheet: SiteStylesheet;
  /** The composed sheet (`sheet` itself once it is ready). */
  composed: Promise<SiteStylesheet>;
}

export interface SiteStylesheets {
  /** The sheet for the shell's usage and the remotes' (composed once per distinct set). */
  compose(remoteUsages: readonly (BootstrapUsage | undefined)[]): Promise<SiteStylesheet>;
  /**
   * The sheet to link for these usages without waiting for it to be composed: see
   * LinkedStylesheet. Either one has every rule the releases use.
   */
  link(remoteUsages: readonly (BootstrapUsage | undefined)[]): Promise<LinkedStylesheet>;
  /** A composed sheet by its file name (bootstrap.<hash>.css), while it is kept. */
  find(fileName: string): SiteStylesheet | undefined;
}

const usageHash = (usage: BootstrapUsage | 'whole') =>
  createHash('sha256').update(JSON.stringify(usage)).digest('hex').slice(0, 16);
/** Bootstrap whole: served without the shell's usage, and while a new sheet is composed. */
const WHOLE_HASH = usageHash('whole');

/** A sheet with its compressed forms. */
async function encodeSheet(css: string, hash: string): Promise<SiteStylesheet> {
  // On the thread pool: the best brotli of ~70 KB takes about 100 ms.
  const [br, gz] = await Promise.all([
    promisify(brotliCompress)(css, BROTLI_OPTIONS),
    promisify(gzip)(css, { level: 9 }),
  ]);
  return { href: `${SITE_STYLESHEET_PREFIX}bootstrap.${hash}.css`, css, encoded: { br, gzip: gz } };
}

export function createSiteStylesheets({
  bootstrapCss,
  shellUsage: readShellUsage,
  purge = purgeBootstrap,
}: {
  bootstrapCss: string;
  /** The shell's own usage (readShellBootstrapUsage), read once, when first needed. */
  shellUsage: () => Promise<BootstrapUsage | undefined>;
  /** How Bootstrap is trimmed to a usage: in this thread unless told (purgeBootstrapInWorker). */
  purge?: PurgeBootstrap;
}): SiteStylesheets {
  const sheets = new Map<string, Promise<SiteStylesheet>>();
  const composed = new Map<string, SiteStylesheet>();
  let shellUsage: Promise<BootstrapUsage | undefined> | undefined;
  /** Bootstrap whole, encoded once and kept: pages may link it whatever was composed since. */
  let whole: Promise<SiteStylesheet> | undefined;
  let wholeSheet: SiteStylesheet | undefined;

  function wholeBootstrap(): Promise<SiteStylesheet> {
    whole ??= encodeSheet(bootstrapCss, WHOLE_HASH).then((sheet) => (wholeSheet = sheet));
    return whole;
  }

  async function compose(usage: BootstrapUsage | undefined, hash: string) {
    const ready = usage
      ? await encodeSheet(await purge(bootstrapCss, usage), hash)
      : await wholeBootstrap();
    composed.set(hash, ready);
    // Ready before the next release needs it (brotli's best of Bootstrap whole takes a while).
    void wholeBootstrap();
    return ready;
  }

  /** The sheet for the usages, composing it if it is not yet: by the hash it is kept under. */
  async function sheetFor(remoteUsages: readonly (BootstrapUsage | undefined)[]) {
    shellUsage ??= readShellUsage();
    const shell = await shellUsage;
    const usages = [shell, ...remoteUsages].filter((usage) => usage !== undefined);
    // Without the shell's usage nothing says what the shell's markup needs: Bootstrap whole.
    const usage: BootstrapUsage | undefined = shell && {
      words: [...new Set(usages.flatMap(({ words }) => words))].sort(),
      customProperties: [
        ...new Set(usages.flatMap(({ customProperties }) => customProperties)),
      ].sort(),
      greedy: shell.greedy ?? [],
    };
    const hash = usage ? usageHash(usage) : WHOLE_HASH;
    let sheet = sheets.get(hash);
    if (!sheet) {
      sheet = compose(usage, hash);
      sheets.set(hash, sheet);
      sheet.catch(() => sheets.delete(hash));
      while (sheets.size > KEPT_SHEETS) {
        const oldest = sheets.keys().next().value as string;
        sheets.delete(oldest);
        composed.delete(oldest);
      }
    }
    return { hash, sheet };
  }

  return {
    async compose(remoteUsages) {
      return (await sheetFor(remoteUsages)).sheet;
    },
    async link(remoteUsages) {
      const { hash, sheet } = await sheetFor(remoteUsages);
      const ready = composed.get(hash);
      if (ready) return { sheet: ready, composed: sheet };
      // Nothing served yet: the first pages wait for their own sheet.
      if (!wholeSheet && composed.size === 0) return { sheet: await sheet, composed: sheet };
      return { sheet: await wholeBootstrap(), composed: sheet };
    },
    find(fileName) {
      const hash = FILE_NAME.exec(fileName)?.[1];
      if (hash === WHOLE_HASH && wholeSheet) return wholeSheet;
      return hash ? composed.get(hash) : undefined;
    },
  };
}

/** The sheet's body and headers for a request's Accept-Encoding. */
export function stylesheetResponse(
  sheet: SiteStylesheet,
  acceptEncoding: string | undefined,
): { body: string | Buffer; encoding?: DocumentEncoding } {
  const encoding = preferredEncoding(acceptEncoding);
  return encoding ? { body: sheet.encoded[encoding], encoding } : { body: sheet.css };
}

/**
 * A document the server did not render (the single-page index.html) with the site's sheet linked
 * at the end of its head: before the stylesheets the app's scripts add, as in a rendered page.
 */
export function linkSiteStylesheet(html: string, sheet: SiteStylesheet, nonce: string): string {
  return html.replace(
    '</head>',
    `<link rel="stylesheet" href="${sheet.href}" nonce="${nonce}"></head>`,
  );
}
