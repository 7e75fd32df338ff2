import { dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// API layering: features build on the infrastructure folders, never the reverse, so an
// infrastructure file may import packages and only the folders listed for it. Resolving the
// path (rather than matching the import text) keeps the rule right at any folder depth.
const API_SRC = resolve(import.meta.dirname, 'api/src');
const API_INFRASTRUCTURE_IMPORTS = {
  config: ['config'],
  database: ['database', 'config'],
  common: ['common', 'config'],
};
const apiLayers = {
  rules: {
    'infrastructure-imports': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          outward:
            "api/src/{{from}} is infrastructure and may import only {{allowed}}; '{{source}}' reaches {{to}}. Move the code that needs it into a feature folder, or move what it imports down.",
        },
      },
      create(context) {
        const from = relative(API_SRC, context.filename).split(sep)[0];
        const allowed = API_INFRASTRUCTURE_IMPORTS[from];
        if (!allowed) return {};
        const check = (node) => {
          const source = node.source;
          if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
          const target = relative(API_SRC, resolve(dirname(context.filename), source.value));
          const to = target.split(sep)[0];
          if (allowed.includes(to)) return;
          context.report({
            node: source,
            messageId: 'outward',
            data: {
              from,
              allowed: allowed.map((folder) => `${folder}/`).join(', '),
              source: source.value,
              to: to === '..' ? 'outside api/src' : target.split(sep).join('/'),
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
    },
  },
};

// Shell layering: imports flow one way, app → features → lib. The app (app/, server-rendering/,
// the entry files) composes the features; a feature builds on other features and lib/, never on
// the app; lib/ holds what any layer uses and imports only lib/. Resolved paths, as above.
const SHELL_SRC = resolve(import.meta.dirname, 'shell/src');
const SHELL_LAYER_IMPORTS = {
  features: ['features', 'lib'],
  lib: ['lib'],
};
const shellLayers = {
  rules: {
    'one-way-imports': {
      meta: {
        type: 'problem',
        schema: [],
        messages: {
          upward:
            "shell/src/{{from}}/ may import only {{allowed}} (app → features → lib); '{{source}}' reaches {{to}}. Move what it needs down, into lib/ or a feature.",
        },
      },
      create(context) {
        const from = relative(SHELL_SRC, context.filename).split(sep)[0];
        const allowed = SHELL_LAYER_IMPORTS[from];
        if (!allowed) return {};
        const check = (node) => {
          const source = node.source;
          if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
          const target = relative(SHELL_SRC, resolve(dirname(context.filename), source.value));
          const to = target.split(sep)[0];
          if (allowed.includes(to)) return;
          context.report({
            node: source,
            messageId: 'upward',
            data: {
              from,
              allowed: allowed.map((folder) => `${folder}/`).join(', '),
              source: source.value,
              to: to === '..' ? 'outside shell/src' : target.split(sep).join('/'),
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
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
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
