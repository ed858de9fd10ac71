// One linter for every package: `pnpm lint` (cached), run by `npm test` after Prettier.
// Prettier owns the layout, so no formatting or import-ordering rule is turned on here.
// Why these plugins and the linter's own TypeScript: docs/decisions/0140-eslint.md.
import fs from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, flatConfigs as importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { configs as typescript } from 'typescript-eslint';

const ROOT = import.meta.dirname;
const TS = ['**/*.{ts,tsx,mts,cts}'];
/** The browser code: the shell, the remotes and the shared package's sources. */
const FRONTEND = ['shell/src/**', 'mfe-*/src/**', 'shared/src/**'];
const FRONTEND_TS = FRONTEND.map((dir) => `${dir}/*.{ts,tsx}`);
const FRONTEND_TSX = FRONTEND.map((dir) => `${dir}/*.tsx`);
const REMOTES = fs.readdirSync(ROOT).filter((dir) => dir.startsWith('mfe-') && fs.existsSync(`${ROOT}/${dir}/src/features`));
const TSCONFIGS = ['api', 'e2e', 'shared', 'shell', 'mfe-listings', 'mfe-create-listing', 'mfe-messaging', 'mfe-account'].map(
  (dir) => `${ROOT}/${dir}/tsconfig.json`,
);

const BOUNDARY_HELP = 'docs/contributing.md#lint-and-boundaries';

/**
 * Inside a remote, a feature reaches another feature only through its public entry `features/<name>/index.ts`;
 * what several features share lives in the remote's `src/lib` or `src/components`. One zone per feature, made
 * from the folders, so a new feature is covered the day it is created.
 */
function featureZones() {
  return REMOTES.flatMap((remote) => {
    const features = `${ROOT}/${remote}/src/features`;
    const names = fs.readdirSync(features, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? [entry.name] : []));
    return names.map((name) => ({
      target: `${features}/${name}`,
      from: features,
      except: [`./${name}`, ...names.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
      message: `A feature imports another only through its public entry features/<name>/index.ts, or the shared code moves up to src/lib or src/components (${BOUNDARY_HELP}).`,
    }));
  });
}

/** The shared package imports no app; an app imports no other app (they meet through `shared/` and federation). */
function packageZones() {
  const apps = ['shell', ...REMOTES];
  return [
    {
      target: `${ROOT}/shared/src`,
      from: [...apps, 'api'].map((dir) => `${ROOT}/${dir}`),
      message: `The shared package imports no app and no API code (${BOUNDARY_HELP}).`,
    },
    ...apps.map((app) => ({
      target: `${ROOT}/${app}/src`,
      from: [...apps.filter((other) => other !== app), 'api'].map((dir) => `${ROOT}/${dir}`),
      message: `An app reaches another only through federation and the shared package (${BOUNDARY_HELP}).`,
    })),
  ];
}

/**
 * The API's layers, top first (docs/architecture/api-layers.md): a module of `api/src` imports only from the layers
 * below its own (and its own folder); folders on one line do not import each other. One zone per folder, made from
 * this list, so moving a folder to another line is the whole change.
 */
const API_LAYERS = [
  ['server.ts', 'cli'],
  ['seed'],
  ['app.ts'],
  ['routes'],
  ['plugins'],
  ['responses'],
  ['domain', 'billing'],
  ['mail', 'jobs'],
  ['repositories'],
  ['schemas'],
  ['lib'],
  ['db'],
  ['config.ts'],
  ['settings'],
];
/** What the seed may use: public entry points only. */
const API_SEED_ENTRIES = ['./config.ts', './db/client.ts', './db/schema', './lib', './repositories/index.ts', './billing/index.ts', './seed'];
const API_LAYERS_HELP = 'docs/architecture/api-layers.md';

function apiLayerZones() {
  const src = `${ROOT}/api/src`;
  const layers = API_LAYERS.flatMap((line, index) =>
    line.map((folder) => ({
      target: `${src}/${folder}`,
      from: [...API_LAYERS.slice(0, index).flat(), ...line.filter((other) => other !== folder)].map((other) => `${src}/${other}`),
      message: `api/src/${folder} sits below these: imports run down only (${API_LAYERS_HELP}).`,
    })),
  );
  const seed = {
    target: `${src}/seed`,
    from: src,
    except: API_SEED_ENTRIES,
    message: `The seed uses public entry points only: config.ts, db/client.ts, db/schema, lib/, repositories/index.ts, billing/index.ts (${API_LAYERS_HELP}).`,
  };
  return [...layers, seed];
}

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-*/',
      '**/.data/',
      '**/coverage/',
      '**/test-results/',
      '**/playwright-report/',
      'bench-results/',
      // written by api/jest.config.js when npm test runs the API suites in batches
      'api/test/batches/',
      '**/@mf-types/',
      'api/drizzle/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  typescript.recommended,
  importX.recommended,
  importX.typescript,
  {
    // TypeScript checks these itself (typescript-eslint's performance guide); import-x would parse every imported
    // module, type definitions in node_modules included, to repeat the check.
    files: TS,
    rules: {
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      'import-x/no-named-as-default': 'off',
      'import-x/no-unresolved': 'off',
    },
  },
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: TSCONFIGS, noWarnOnMultipleProjects: true }), createNodeResolver()],
    },
    rules: {
      // `_name` marks a parameter or binding kept on purpose (a callback's position, a rest sibling).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },

  // Boundaries (docs/contributing.md#lint-and-boundaries).
  {
    files: ['shell/src/**', 'mfe-*/src/**', 'shared/src/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...featureZones(), ...packageZones()] }] },
  },
  {
    // A public entry only re-exports: rspack treats it as free of side effects (shared/tooling/rspack-app.ts), so
    // an import through it costs a page no more than a deep import.
    files: ['mfe-*/src/features/*/index.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration)',
          message: `A feature's public entry only re-exports (export { … } from './…') (${BOUNDARY_HELP}).`,
        },
      ],
    },
  },
  // API layers (docs/architecture/api-layers.md). Tests are not in a layer: they may reach any module.
  {
    files: ['api/src/**'],
    ignores: ['api/src/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: apiLayerZones() }] },
  },

  // CommonJS configs (jest.config.cjs, api/jest.config.js).
  {
    files: ['**/*.cjs', 'api/jest.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },

  // The browser code: React hooks and JSX accessibility.
  {
    files: FRONTEND,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: FRONTEND_TS,
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: FRONTEND_TSX,
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: FRONTEND_TSX,
    rules: {
      // A box that scrolls (a wide table, the NDA's text) must take the keyboard's focus so that keyboard users can
      // scroll it (WCAG 2.1.1; axe's scrollable-region-focusable, run on every page by the e2e tests).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region', 'document'], allowExpressionValues: true }],
    },
  },
  // Tests: jest.mock() factories are hoisted above the imports and jest.isolateModules() loads a fresh copy, so
  // both reach their modules with require().
  {
    files: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['e2e/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
