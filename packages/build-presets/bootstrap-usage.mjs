// What a build's sources use of Bootstrap, published in its render manifest. The composed site
// loads one Bootstrap stylesheet, which the shell's server trims to the usage of the releases it
// serves (shell/server/rendering/site-stylesheet.ts): a remote that starts using a Bootstrap class
// or component brings its rules with its own release, and no app ships a copy of Bootstrap.
//
// Usage is a list of words, as PurgeCSS reads content: every word of the sources that also occurs
// in a Bootstrap selector (classes, tags, attribute names and values), plus the classes of each
// react-bootstrap component the sources import, which react-bootstrap writes at run time. The
// `--bs-*` custom properties the app's stylesheets and sources read are kept too, even when no
// kept Bootstrap rule reads them.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** PurgeCSS's default extractor: what counts as a word of content. */
const WORD = /[A-Za-z0-9_-]+/g;
const CONTENT_FILE = /\.(tsx?|mts|mjs|html|json)$/;
const STYLESHEET_FILE = /\.(css|tsx?)$/;
// Tests name classes that the product may not use; what ships is what counts.
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** The whole bootstrap.min.css, as resolved from a package folder that depends on Bootstrap. */
export function bootstrapCssFile(packageDir) {
  return createRequire(path.join(packageDir, 'package.json')).resolve(
    'bootstrap/dist/css/bootstrap.min.css',
  );
}

/** Every word of the stylesheet's selectors and at-rule preludes (not of its declarations). */
export function selectorWords(css) {
  const words = new Set();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, prelude] of withoutComments.matchAll(/([^{};]*)\{/g)) {
    for (const word of prelude.match(WORD) ?? []) words.add(word);
  }
  return words;
}

function filesIn(folders, pattern) {
  return folders.flatMap((dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && pattern.test(entry.name) && !TEST_FILE.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
}

// react-bootstrap components whose classes do not start with the component's name in kebab case.
const COMPONENT_PREFIXES = {
  Button: 'btn',
  ButtonGroup: 'btn-group',
  ButtonToolbar: 'btn-toolbar',
  ToggleButton: 'btn',
  CloseButton: 'btn-close',
  Image: 'img',
  ProgressBar: 'progress',
  NavDropdown: 'dropdown',
  FloatingLabel: 'form-floating',
  Stack: 'vstack',
};

const kebabCase = (name) => name.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase();

/** The class prefix of each react-bootstrap component a source file imports. */
export function importedComponentPrefixes(source) {
  const prefixes = new Set();
  const add = (name) => prefixes.add(COMPONENT_PREFIXES[name] ?? kebabCase(name));
  for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-bootstrap'/g)) {
    for (const name of names.split(',')) {
      const imported = name.trim().split(/\s+as\s+/)[0];
      if (imported) add(imported);
    }
  }
  for (const [, name] of source.matchAll(/from\s*'react-bootstrap\/([A-Z]\w*)'/g)) add(name);
  return prefixes;
}

/**
 * @param {object} options
 * @param {string} options.bootstrapCss the whole bootstrap.min.css, as text
 * @param {string[]} options.contentFolders folders whose markup and code are scanned
 * @param {string[]} [options.stylesheetFolders] folders whose stylesheets and code may read
 *   `var(--bs-*)` (the content folders by default)
 * @param {{ standard?: (string | RegExp)[], greedy?: RegExp[] }} [options.safelist] classes used
 *   at run time without being written in the sources; `standard` patterns are expanded to the
 *   Bootstrap words they match, `greedy` ones are published as patterns
 * @returns {{ words: string[], customProperties: string[], greedy?: string[] }}
 */
export function bootstrapUsage({
  bootstrapCss,
  contentFolders,
  stylesheetFolders = contentFolders,
  safelist = {},
}) {
  const vocabulary = selectorWords(bootstrapCss);
  const used = new Set();
  const prefixes = new Set();
  for (const file of filesIn(contentFolders, CONTENT_FILE)) {
    const text = readFileSync(file, 'utf8');
    for (const word of text.match(WORD) ?? []) if (vocabulary.has(word)) used.add(word);
    for (const prefix of importedComponentPrefixes(text)) prefixes.add(prefix);
  }
  for (const word of vocabulary) {
    const isComponentClass = [...prefixes].some(
      (prefix) => word === prefix || word.startsWith(`${prefix}-`),
    );
    const isSafelisted = (safelist.standard ?? []).some((entry) =>
      typeof entry === 'string' ? entry === word : entry.test(word),
    );
    if (isComponentClass || isSafelisted) used.add(word);
  }
  const customProperties = new Set();
  for (const file of filesIn(stylesheetFolders, STYLESHEET_FILE)) {
    const text = readFileSync(file, 'utf8');
    for (const [, name] of text.matchAll(/var\(\s*(--bs-[\w-]+)/g)) customProperties.add(name);
  }
  return {
    words: [...used].sort(),
    customProperties: [...customProperties].sort(),
    ...(safelist.greedy?.length
      ? { greedy: safelist.greedy.map((pattern) => pattern.source) }
      : {}),
  };
}
