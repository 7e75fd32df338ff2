import { dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A lint rule that lets the files of each folder under `root` import only the folders listed for
 * it (relative imports, resolved: matching the import text would miss `../../x` at any depth);
 * packages are always allowed, and a folder not listed is not checked.
 */
function layeringRule({ root, allowedImports, message }) {
  return {
    meta: { type: 'problem', schema: [], messages: { outOfLayer: message } },
    create(context) {
      const from = relative(root, context.filename).split(sep)[0];
      const allowed = allowedImports[from];
      if (!allowed) return {};
      const check = (node) => {
        const source = node.source;
        if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
        const target = relative(root, resolve(dirname(context.filename), source.value));
        const to = target.split(sep)[0];
        if (allowed.includes(to)) return;
        context.report({
          node: source,
          messageId: 'outOfLayer',
          data: {
            from,
            allowed: allowed.map((folder) => `${folder}/`).join(', '),
            source: source.value,
            to:
              to === '..'
                ? `outside ${relative(import.meta.dirname, root)}`
                : target.split(sep).join('/'),
          },
        });
      };
      return {
        ImportDeclaration: check,
        ExportNamedDeclaration: check,
        ExportAllDeclaration: check,
        ImportExpression: check,
      };
    },
  };
}

// API layering: features build on the infrastructure folders, never the reverse, so an
// infrastructure file may import packages and only the folders listed for it.
const apiLayers = {
  rules: {
    'infrastructure-imports': layeringRule({
      root: resolve(import.meta.dirname, 'api/src'),
      allowedImports: {
        config: ['config'],
        database: ['database', 'config'],
        common: ['common', 'config'],
      },
      message:
        "api/src/{{from}} is infrastructure and may import only {{allowed}}; '{{source}}' reaches {{to}}. Move the code that needs it into a feature folder, or move what it imports down.",
    }),
  },
};

// Shell layering: imports flow one way, app → features → lib. The app (app/, server-rendering/,
// the entry files) composes the features; a feature builds on other features and lib/, never on
// the app; lib/ holds what any layer uses and imports only lib/.
const shellLayers = {
  rules: {
    'one-way-imports': layeringRule({
      root: resolve(import.meta.dirname, 'shell/src'),
      allowedImports: { features: ['features', 'lib'], lib: ['lib'] },
      message:
        "shell/src/{{from}}/ may import only {{allowed}} (app → features → lib); '{{source}}' reaches {{to}}. Move what it needs down, into lib/ or a feature.",
    }),
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-node/**',
      '**/dist-standalone/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.data/**',
      '**/.cache/**',
      '.tools/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: [
      'shell/src/**/*.{ts,tsx}',
      'mfe-*/src/**/*.{ts,tsx}',
      'packages/shared/src/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              message: "Import from '@gloh/shared/router': the one shared router of the site.",
            },
            {
              name: 'react-router',
              message: "Import from '@gloh/shared/router': the one shared router of the site.",
            },
            {
              name: 'react-bootstrap',
              message: "Import one component by subpath, e.g. 'react-bootstrap/Modal'.",
            },
          ],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The contract is read by the API (Node), the browser apps and e2e: plain TypeScript only.
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.)',
              message:
                '@gloh/contract is framework-free: no packages, only its own modules (./x.js).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/shared/src/router.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['api/src/{common,config,database}/**/*.ts'],
    // Specs may reach test helpers; the layering is about what ships.
    ignores: ['**/*.spec.ts'],
    plugins: { 'api-layers': apiLayers },
    rules: { 'api-layers/infrastructure-imports': 'error' },
  },
  {
    files: ['shell/src/{features,lib}/**/*.{ts,tsx}'],
    plugins: { 'shell-layers': shellLayers },
    rules: { 'shell-layers/one-way-imports': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx,mjs}', '**/*.spec.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
