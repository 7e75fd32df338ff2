import { dirname, relative, resolve, sep } from 'node:path';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A lint rule that lets the files of each folder under `root` import only the folders listed for
 * it (relative imports, resolved: matching the import text would miss `../../x` at any depth);
 * packages are always allowed, and a folder not listed is not checked, unless `otherFolders`
 * says what every other folder may import (besides itself). With `publicFiles(folder)`, a folder
 * may also import the files another folder exports on purpose (paths inside that folder).
 */
function layeringRule({ root, allowedImports, otherFolders, publicFiles, message, publicMessage }) {
  return {
    meta: {
      type: 'problem',
      schema: [],
      messages: { outOfLayer: message, notPublic: publicMessage ?? message },
    },
    create(context) {
      const from = relative(root, context.filename).split(sep)[0];
      const allowed = allowedImports[from] ?? (otherFolders && [from, ...otherFolders]);
      if (!allowed) return {};
      const check = (node) => {
        const source = node.source;
        if (typeof source?.value !== 'string' || !source.value.startsWith('.')) return;
        const target = relative(root, resolve(dirname(context.filename), source.value));
        const [to, ...inside] = target.split(sep);
        if (allowed.includes(to)) return;
        // The sources import `x.js` (NodeNext); the public lists name the files, `x.ts`.
        const file = inside.join('/').replace(/\.js$/, '.ts');
        const exported = publicFiles && inside.length > 0 ? publicFiles(to) : undefined;
        if (exported?.includes(file)) return;
        context.report({
          node: source,
          messageId: exported ? 'notPublic' : 'outOfLayer',
          data: {
            from,
            allowed: allowed.map((folder) => `${folder}/`).join(', '),
            source: source.value,
            to:
              to === '..'
                ? `outside ${relative(import.meta.dirname, root)}`
                : target.split(sep).join('/'),
            folder: to,
            exported: exported?.join(', '),
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
const API_INFRASTRUCTURE = ['common', 'config', 'database'];

// API features: each other folder of api/src is a feature. Its files import the infrastructure,
// their own folder, and of another feature only what that feature exports on purpose: its
// `<feature>.module.ts` (the Nest wiring) and the files listed for it here (services, guards,
// decorators and types meant for other features). Everything else is private to its feature: to
// share more, list the file here on purpose, or move the shared piece down into common/.
// The files at the root of api/src (main.ts, app.module.ts…) compose the features: no feature
// imports them.
const API_FEATURE_EXPORTS = {
  'access-requests': ['access-decisions.service.ts'],
  analytics: [
    'analytics.service.ts',
    'release-guard.service.ts',
    'release-health.service.ts',
    'visitor-hash.ts',
  ],
  audit: ['audit.service.ts'],
  'deck-agreement': ['deck-agreement.guard.ts'],
  auth: [
    'auth.constants.ts',
    'auth.service.ts',
    'current-session.decorator.ts',
    'password-resets.service.ts',
    'secrets.ts',
    'session-cookie.ts',
    'session.guard.ts',
    'sessions.service.ts',
  ],
  investors: ['investor-access.service.ts', 'access-expiry.service.ts'],
  mail: ['mail-outbox.service.ts', 'mail-outbox.worker.ts'],
  operations: ['api-metrics.ts', 'operations-routes.ts'],
  'personal-data': ['personal-data.service.ts'],
  presentation: ['deck-admin.service.ts', 'deck-engagement.service.ts', 'deck-versions.service.ts'],
  'rate-limit': ['daily-cap.service.ts', 'rate-limit.decorator.ts', 'rate-limit.service.ts'],
  retention: ['retention.service.ts'],
  staff: [
    'staff-access.decorators.ts',
    'staff-actor.ts',
    'staff-clock.ts',
    'staff-members.service.ts',
    'staff-sessions.service.ts',
  ],
  'staff-ir': ['investor-id.pipe.ts'],
  'staff-ops': ['csv.ts', 'mail-outbox-admin.service.ts'],
  'staff-notifications': ['staff-notifier.service.ts'],
};

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
    'feature-imports': layeringRule({
      root: resolve(import.meta.dirname, 'api/src'),
      allowedImports: {},
      otherFolders: API_INFRASTRUCTURE,
      publicFiles: (feature) => [`${feature}.module.ts`, ...(API_FEATURE_EXPORTS[feature] ?? [])],
      message:
        "api/src/{{from}}/ may import {{allowed}} and other features' public files; '{{source}}' reaches {{to}}, which no feature imports.",
      publicMessage:
        "api/src/{{from}}/ may import of {{folder}}/ only what it exports on purpose ({{exported}}); '{{source}}' reaches {{to}}. Use what it exports, list the file in API_FEATURE_EXPORTS (eslint.config.mjs) on purpose, or move the shared piece into common/.",
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
      '**/.deployment/**',
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
      'packages/staff-ui/src/**/*.{ts,tsx}',
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
    files: ['packages/shared/src/router.ts', 'packages/shared/src/router-links.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['api/src/*/**/*.ts'],
    // Specs may reach test helpers; the layering is about what ships.
    ignores: ['**/*.spec.ts'],
    plugins: { 'api-layers': apiLayers },
    rules: { 'api-layers/feature-imports': 'error' },
  },
  {
    files: ['api/src/{common,config,database}/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: { 'api-layers/infrastructure-imports': 'error', 'api-layers/feature-imports': 'off' },
  },
  {
    files: ['shell/src/{features,lib}/**/*.{ts,tsx}'],
    plugins: { 'shell-layers': shellLayers },
    rules: { 'shell-layers/one-way-imports': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx,mjs}', '**/*.test-support.mjs', '**/*.spec.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
