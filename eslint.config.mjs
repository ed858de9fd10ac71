// One linter for every package: `pnpm lint` (cached), run by `npm test` after Prettier.
// Prettier owns the layout, so no formatting or import-ordering rule is turned on here.
// Why these plugins and the linter's own TypeScript: docs/decisions/0140-eslint.md.
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
const TSCONFIGS = ['api', 'e2e', 'shared', 'shell', 'mfe-listings', 'mfe-create-listing', 'mfe-messaging', 'mfe-account'].map(
  (dir) => `${ROOT}/${dir}/tsconfig.json`,
);

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
