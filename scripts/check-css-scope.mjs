// CSS is scoped by owner: the shell and the remotes share one page but deploy independently, so a
// class one app defines must never reach another app's markup. This check (part of `pnpm lint`)
// fails when an app gets a stylesheet that is not a CSS module, or a module reaches for a global
// class that is not Bootstrap's or the shared theme's. Rspack's pure mode (cssModuleOptions in
// packages/build-presets/create-frontend-config.mjs) adds that every module selector has a local class.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * TEMPORARY: plain global stylesheets still allowed, while their features are being rewritten.
 * Delete each line (and the file) once its feature moves to CSS modules; delete the list when empty.
 */
// Plain .css files allowed on purpose (none today); add a path with the reason beside it.
const ALLOWED_PLAIN_CSS = [];

/** A `:global` that is not Bootstrap's or the theme's needs this comment on its line or the one above. */
const ALLOW_GLOBAL_COMMENT = 'css-scope: global-ok';

function appSourceDirs(root, apps) {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^(shell|mfe-.+)$/.test(entry.name))
    .filter((entry) => !apps || apps.includes(entry.name))
    .map((entry) => path.join(root, entry.name, 'src'));
}

function cssFilesUnder(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function classNamesOf(css) {
  return new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));
}

/** Classes that are global by design: Bootstrap's and the shared theme's. */
export function sharedGlobalClasses(root = ROOT) {
  const require = createRequire(path.join(root, 'shell/package.json'));
  const bootstrap = readFileSync(require.resolve('bootstrap/dist/css/bootstrap.min.css'), 'utf8');
  const theme = readFileSync(path.join(root, 'packages/shared/styles/theme.css'), 'utf8');
  return new Set([...classNamesOf(bootstrap), ...classNamesOf(theme)]);
}

/** Problems of one CSS module's text, as `line: message`. */
export function globalUsesIn(css, globalClasses) {
  const problems = [];
  const lines = css.split('\n');
  lines.forEach((line, index) => {
    if (!line.includes(':global')) return;
    const allowed = `${lines[index - 1] ?? ''}${line}`.includes(ALLOW_GLOBAL_COMMENT);
    if (allowed) return;
    for (const match of line.matchAll(/:global(\(([^)]*)\))?/g)) {
      const inner = match[2]?.trim();
      const single = inner && /^\.(-?[_a-zA-Z][\w-]*)$/.exec(inner);
      if (single && globalClasses.has(single[1])) continue;
      problems.push(
        `${index + 1}: ${match[0]} is global; only :global(.bootstrap-or-theme-class) is allowed ` +
          `(or add /* ${ALLOW_GLOBAL_COMMENT}: reason */)`,
      );
    }
  });
  return problems;
}

/**
 * Every violation in the workspace at `root`, as `path: message`; in the app folders `apps` only
 * when given (a team's pipeline, `node scripts/check-css-scope.mjs mfe-marketing`).
 */
export function checkCssScope(root = ROOT, apps = undefined) {
  const globalClasses = sharedGlobalClasses(root);
  const problems = [];
  for (const dir of appSourceDirs(root, apps)) {
    for (const file of cssFilesUnder(dir)) {
      const relative = path.relative(root, file).split(path.sep).join('/');
      if (!relative.endsWith('.module.css')) {
        if (!ALLOWED_PLAIN_CSS.some((allowed) => relative.startsWith(allowed))) {
          problems.push(
            `${relative}: plain .css is global to the whole page; name it *.module.css and use styles.x`,
          );
        }
        continue;
      }
      for (const problem of globalUsesIn(readFileSync(file, 'utf8'), globalClasses)) {
        problems.push(`${relative}:${problem}`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const apps = process.argv.slice(2);
  const problems = checkCssScope(ROOT, apps.length > 0 ? apps : undefined);
  if (problems.length) {
    console.error(
      `CSS scope check failed (see scripts/check-css-scope.mjs):\n  ${problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log('CSS scope check: every app stylesheet is a CSS module.');
}
