// What the shell's build publishes of its Bootstrap usage (packages/build-presets/bootstrap-usage.mjs):
// the folders its markup is written in, and the classes that no source file spells out, because
// react-bootstrap or the browser adds them at run time, or because they are built by string
// concatenation. The shell's server composes the site's Bootstrap sheet from this usage and the
// remotes' releases' (shell/server/rendering/site-stylesheet.ts). `node
// scripts/compare-purged-css.mjs` proves that the composed sheet changes no computed style on any
// public route; extend BOOTSTRAP_SAFELIST when it reports a difference.
import path from 'node:path';

const WORKSPACE_ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The shell's markup and code (its HTML template and its server write <html> and <body>) and the
 * shared packages' components, which the shell provides to every remote.
 */
export const SHELL_CONTENT_FOLDERS = [
  'shell/src',
  'shell/public',
  'shell/server',
  'packages/shared/src',
  'packages/staff-ui/src',
].map((folder) => path.join(WORKSPACE_ROOT, folder));

/** Where the shell's stylesheets are: its own, and the theme's. */
export const SHELL_STYLESHEET_FOLDERS = [
  ...SHELL_CONTENT_FOLDERS,
  path.join(WORKSPACE_ROOT, 'packages/shared/styles'),
  path.join(WORKSPACE_ROOT, 'packages/staff-ui/styles'),
];

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
