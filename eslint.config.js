import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The layering ARCHITECTURE.md describes, enforced: features never import each other, `src/app`
 * composes them, the shared layers (offline, backend, ui, lib) never import a feature or the app.
 * Each feature is its own element type, so "same feature" needs no template matching.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const shared = ['offline', 'backend', 'ui', 'lib', 'locales', 'sw-shared'];
const to = (...types) => ({ to: { element: { types: { anyOf: types } } } });

const layerElements = [
  { type: 'app', pattern: 'src/app/**', partialMatch: false },
  ...features.map((name) => ({ type: `feature:${name}`, pattern: `src/features/${name}/**`, partialMatch: false })),
  { type: 'offline', pattern: 'src/offline/**', partialMatch: false },
  { type: 'backend', pattern: 'src/backend/**', partialMatch: false },
  { type: 'ui', pattern: 'src/ui/**', partialMatch: false },
  { type: 'lib', pattern: 'src/lib/**', partialMatch: false },
  { type: 'locales', pattern: 'src/locales/**', partialMatch: false },
  // What the page and the worker both speak (message protocol, cache names).
  { type: 'sw-shared', pattern: 'sw/shared/**', partialMatch: false },
  { type: 'sw', pattern: 'sw/**', partialMatch: false },
  // Outside the app: the embedded backend, the edge functions (deployed alone to Deno), the build's
  // plugins, the benchmarks and the test suites.
  { type: 'server', pattern: 'server/**', partialMatch: false },
  { type: 'functions', pattern: 'supabase/functions/**', partialMatch: false },
  { type: 'supabase-tests', pattern: 'supabase/tests/**', partialMatch: false },
  { type: 'scripts', pattern: 'scripts/**', partialMatch: false },
  { type: 'bench', pattern: 'bench/**', partialMatch: false },
  { type: 'tests', pattern: 'tests/**', partialMatch: false },
];

const layerPolicies = [
  { from: { element: { type: 'app' } }, allow: to('app', ...features.map((name) => `feature:${name}`), ...shared) },
  ...features.map((name) => ({
    from: { element: { type: `feature:${name}` } },
    allow: to(`feature:${name}`, ...shared),
  })),
  { from: { element: { type: 'offline' } }, allow: to('offline', 'backend', 'lib', 'sw-shared') },
  { from: { element: { type: 'backend' } }, allow: to('backend', 'lib') },
  { from: { element: { type: 'ui' } }, allow: to('ui', 'lib') },
  { from: { element: { type: 'lib' } }, allow: to('lib', 'locales') },
  // The worker flushes the outbox with the page's own code (src/offline/worker).
  { from: { element: { type: 'sw-shared' } }, allow: to('sw-shared') },
  { from: { element: { type: 'sw' } }, allow: to('sw', 'sw-shared', 'offline', 'backend', 'lib') },
  // The backend serves the edge functions by loading them at run time, never by a static import.
  { from: { element: { type: 'server' } }, allow: to('server') },
  { from: { element: { type: 'functions' } }, allow: to('functions') },
  // The build reads the app's language names (a type), nothing else of it.
  { from: { element: { type: 'scripts' } }, allow: to('scripts', 'lib') },
  // Benchmarks measure the backend and the device's code; they never reach into the app's composition.
  {
    from: { element: { type: 'bench' } },
    allow: to(
      'bench',
      'server',
      'functions',
      'scripts',
      'tests',
      'supabase-tests',
      ...features.map((name) => `feature:${name}`),
      ...shared,
    ),
  },
];

/** Libraries that one layer owns: only `src/offline` touches IndexedDB, only `src/backend` creates the client. */
const ownedLibraries = {
  paths: [
    { name: 'dexie', message: 'Only src/offline uses Dexie: read through the functions src/offline exports.' },
    {
      name: '@supabase/supabase-js',
      importNames: ['createClient'],
      message: 'Only src/backend creates the Supabase client.',
    },
  ],
};

/**
 * Code outside src/offline reaches each of its folders through the folder's entry point: index.ts,
 * or hooks.ts for the React hooks (kept apart so the service worker's imports stay free of React).
 */
const offlineEntryPoints = [
  {
    group: ['**/offline/*/*', '!**/offline/*/hooks'],
    message:
      "Import src/offline through a folder's entry point: '.../offline/<folder>' or '.../offline/<folder>/hooks'.",
  },
];
const offlineHooksInWorker = {
  group: ['**/offline/*/hooks'],
  message: "The service worker imports nothing React: use the folder's index.ts.",
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dev-dist',
      'node_modules',
      '.data',
      'coverage',
      'test-results',
      'playwright-report',
      'src/backend/database.types.ts',
      'tests/conformance/postgrest-js',
    ],
  },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      'sw/**/*.ts',
      'server/**/*.ts',
      'supabase/functions/**/*.ts',
      'scripts/**/*.ts',
      'bench/**/*.ts',
    ],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layerElements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'boundaries/dependencies': [2, { default: 'disallow', policies: layerPolicies }],
    },
  },
  {
    // No import circles: a module's dependencies load before it, and a reader can follow them one way.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts', 'supabase/functions/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: ['src/offline/**', 'src/backend/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: ownedLibraries.paths, patterns: offlineEntryPoints }],
    },
  },
  {
    // The service worker stays free of React: it never imports a folder's hooks.
    files: ['sw/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ownedLibraries.paths, patterns: [...offlineEntryPoints, offlineHooksInWorker] },
      ],
    },
  },
  {
    // One client policy: src/app creates the client and hands it down (BackendClientProvider, or an
    // argument of an api function); nothing below the app imports the singleton.
    files: [
      'src/features/**/*.{ts,tsx}',
      'src/offline/**/*.{ts,tsx}',
      'src/ui/**/*.{ts,tsx}',
      'src/lib/**/*.{ts,tsx}',
      'sw/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/backend/client', '**/backend/supabase-client'],
              allowTypeImports: true,
              message: 'Features get the Supabase client from src/app: useBackendClient() or an argument.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/offline/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ownedLibraries.paths.filter(({ name }) => !name.startsWith('dexie')) },
      ],
    },
  },
  {
    files: ['src/backend/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ownedLibraries.paths.filter(({ name }) => name.startsWith('dexie')) },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Served as they are to the browser: public/warm-intl.js runs as a dedicated worker.
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.worker } },
  },
);
