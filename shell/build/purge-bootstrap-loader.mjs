// Rspack loader that removes from bootstrap.min.css every rule no app of the site can use, in the
// shell's browser production build (the shell's stylesheet is the only copy of Bootstrap the
// composed site loads, so it must keep what the remotes' markup needs too).
//
// Content: the sources of the shell, every remote and the shared package (plus the shell's HTML
// template and its server, which writes <html> and <body>). PurgeCSS keeps a selector when each
// class, id, tag and attribute it names appears as a word in that content.
// Safelist: classes that no source file spells out, because react-bootstrap or the browser adds
// them at run time, or because they are built by string concatenation. `node
// scripts/compare-purged-css.mjs` proves that the purge changes no computed style on any public
// route; extend BOOTSTRAP_SAFELIST when it reports a difference.
//
// PURGE_BOOTSTRAP=off at build time leaves Bootstrap whole (see purgeBootstrapRule).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PurgeCSS } from 'purgecss';

const WORKSPACE_ROOT = path.resolve(import.meta.dirname, '../..');

/** Folders whose files are scanned for class names, relative to the workspace root. */
export const CONTENT_FOLDERS = [
  'shell/src',
  'shell/public',
  'shell/server',
  'packages/shared/src',
  ...readdirSync(WORKSPACE_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
    .map((entry) => `${entry.name}/src`),
];
const CONTENT_FILE = /\.(tsx?|mts|mjs|html|json)$/;
// Tests name classes that the product may not use; what ships is what counts.
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Every content file, as absolute paths. */
export function contentFiles() {
  return CONTENT_FOLDERS.flatMap((folder) => {
    const dir = path.join(WORKSPACE_ROOT, folder);
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter(
        (entry) => entry.isFile() && CONTENT_FILE.test(entry.name) && !TEST_FILE.test(entry.name),
      )
      .map((entry) => path.join(entry.parentPath, entry.name));
  });
}

/**
 * Classes used at run time without being written in the sources. Keep each entry tied to where it
 * comes from: an unused entry only costs bytes, a missing one breaks a page.
 */
export const BOOTSTRAP_SAFELIST = {
  standard: [
    // Transitions react-bootstrap (Fade, Collapse) and the shell's menus toggle.
    'fade',
    'show',
    'showing',
    'hiding',
    'collapse',
    'collapsing',
    // react-bootstrap Modal (mfe-investors request-code-dialog: centered, closeButton), its
    // backdrop, and the class its modal manager puts on <body>.
    'modal',
    'modal-dialog',
    'modal-dialog-centered',
    'modal-dialog-scrollable',
    'modal-content',
    'modal-header',
    'modal-title',
    'modal-body',
    'modal-footer',
    'modal-backdrop',
    'modal-static',
    'modal-open',
    'btn-close',
    // react-bootstrap Button: `btn-${variant}`, `btn-${size}` (mfe-investors deck-viewer uses
    // variant="light" / "outline-light", size="sm"); every theme variant, so a new one works.
    /^btn-(outline-)?(primary|secondary|success|danger|warning|info|light|dark)$/,
    /^btn-(sm|lg|link)$/,
    // react-bootstrap Alert (`alert-${variant}`, the staff console's and the forms' messages) and
    // Badge (`bg-${bg}`, mfe-investors' deck versions): every theme variant, so a new one works.
    /^alert-(primary|secondary|success|danger|warning|info|light|dark)$/,
    /^(text-)?bg-(primary|secondary|success|danger|warning|info|light|dark)$/,
    // react-bootstrap Spinner: `spinner-${animation}` and `spinner-${animation}-${size}`.
    /^spinner-(border|grow)(-sm)?$/,
    // react-bootstrap Form.Control / Form.Label, and packages/shared form-field's
    // `form-control-${size}`.
    'form-control',
    'form-label',
    /^form-control-(sm|lg)$/,
    'was-validated',
    'is-invalid',
    'invalid-feedback',
    // react-bootstrap Tooltip (mfe-demos care-dashboard's OverlayTrigger): `bs-tooltip-${placement}`
    // as Popper resolves it, and its inner parts.
    'tooltip',
    'tooltip-inner',
    'tooltip-arrow',
    /^bs-tooltip-(auto|top|bottom|start|end)$/,
  ],
  // Selectors that also test Popper's data-popper-placement attribute.
  greedy: [/^bs-tooltip-/],
};

// Stylesheets outside Bootstrap (the theme, the apps' CSS modules), whose var(--bs-*) must stay
// defined even when no kept Bootstrap rule reads them.
const STYLESHEET_FOLDERS = [...CONTENT_FOLDERS, 'packages/shared/styles'];

/** Every `--bs-*` custom property that an app's stylesheet or source reads with var(). */
export function customPropertiesReadByApps() {
  const names = new Set();
  for (const folder of STYLESHEET_FOLDERS) {
    const dir = path.join(WORKSPACE_ROOT, folder);
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !/\.(css|tsx?)$/.test(entry.name)) continue;
      const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
      for (const [, name] of text.matchAll(/var\(\s*(--bs-[\w-]+)/g)) names.add(name);
    }
  }
  return [...names];
}

/** @this {import('@rspack/core').LoaderContext} */
export default function purgeBootstrapLoader(source) {
  const callback = this.async();
  const files = contentFiles();
  for (const folder of STYLESHEET_FOLDERS) {
    this.addContextDependency(path.join(WORKSPACE_ROOT, folder));
  }
  new PurgeCSS()
    .purge({
      content: files,
      css: [{ raw: source }],
      safelist: { ...BOOTSTRAP_SAFELIST, variables: customPropertiesReadByApps() },
      // Unused @keyframes and custom properties go too (Bootstrap declares ~150 on :root).
      keyframes: true,
      variables: true,
    })
    .then(([result]) => callback(null, result.css), callback);
}
