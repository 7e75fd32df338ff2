// What a build publishes of its Bootstrap usage, from sources written here and the real Bootstrap.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  bootstrapCssFile,
  bootstrapUsage,
  importedComponentPrefixes,
  selectorWords,
} from './bootstrap-usage.mjs';

const bootstrapCss = readFileSync(
  bootstrapCssFile(path.join(import.meta.dirname, '../../shell')),
  'utf8',
);
const appDir = mkdtempSync(path.join(tmpdir(), 'gloh-bootstrap-usage-'));
afterAll(() => rmSync(appDir, { recursive: true, force: true }));

function writeSources(files) {
  const src = path.join(appDir, 'src');
  rmSync(src, { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(src, name)), { recursive: true });
    writeFileSync(path.join(src, name), text);
  }
  return src;
}

test('selector words: classes, tags and attributes of selectors, not of declarations', () => {
  const words = selectorWords(
    '/* .commented{} */.btn-primary:hover,a[type=button]{color:red;--bs-x:blue}' +
      '@media (min-width:576px){.col-sm-6{flex:0 0 auto}}',
  );
  for (const word of ['btn-primary', 'hover', 'a', 'type', 'button', 'col-sm-6']) {
    assert.ok(words.has(word), word);
  }
  for (const word of ['commented', 'color', 'red', 'blue', 'flex']) {
    assert.ok(!words.has(word), word);
  }
});

test('the classes of imported react-bootstrap components, by their prefixes', () => {
  const prefixes = importedComponentPrefixes(
    "import Accordion from 'react-bootstrap/Accordion';\n" +
      "import { ListGroup, Button as Action } from 'react-bootstrap';\n" +
      "import Modal from './modal';\n",
  );
  assert.deepEqual([...prefixes].sort(), ['accordion', 'btn', 'list-group']);
});

test('usage: the Bootstrap words the sources use, component classes, safelist, custom properties', () => {
  const src = writeSources({
    'features/page.tsx':
      "import Accordion from 'react-bootstrap/Accordion';\n" +
      'export const Page = () => <ul className="list-group list-group-horizontal" />;\n',
    'features/page.module.css': '.box { color: var(--bs-primary); }\n',
    // Tests may name classes the product never uses.
    'features/page.test.tsx': 'const unused = "placeholder-wave";\n',
  });
  const usage = bootstrapUsage({
    bootstrapCss,
    contentFolders: [src],
    safelist: { standard: ['fade', /^alert-(danger|info)$/], greedy: [/^bs-tooltip-/] },
  });
  for (const word of [
    'list-group',
    'list-group-horizontal',
    'accordion-button',
    'accordion-collapse',
    'fade',
    'alert-danger',
    'alert-info',
  ]) {
    assert.ok(usage.words.includes(word), word);
  }
  // Words of the sources that no Bootstrap selector has are not published.
  for (const word of ['Page', 'export', 'placeholder-wave', 'alert-warning', 'className']) {
    assert.ok(!usage.words.includes(word), word);
  }
  assert.deepEqual(usage.customProperties, ['--bs-primary']);
  assert.deepEqual(usage.greedy, ['^bs-tooltip-']);
});
