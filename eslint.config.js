import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Every folder under web/src/features is a feature; a new one is covered by the rules below at once.
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Features a visitor's bundle must never pull in statically (web/admin-features.json, the one list the
// bench's admin-code check and the visitor-imports test read too). Public screens may reach them only
// through React.lazy/import(), which Vite splits into own chunks.
const adminFeatures = JSON.parse(readFileSync(new URL('./web/admin-features.json', import.meta.url), 'utf8'));
const adminOnly = {
  group: [...adminFeatures.flatMap((f) => [`**/features/${f}`, `**/features/${f}/**`]), '**/features/*/admin', '**/features/*/admin/**', 'firebase', 'firebase/*', '@tiptap/*', 'react-dropzone', '@dnd-kit/*', 'recharts', 'recharts/*'],
  message: 'Visitor code must not import admin-only code statically; use React.lazy(() => import(...)).',
};

// Features meet only in app/ (the router and route files) or through a feature's public index.ts
// (docs/decisions/081-feature-boundaries.md). A feature's own files reach each other relatively, one
// folder up at most; anything outside it goes through '@/...'.
const featureBoundary = (feature) => [
  {
    regex: `^@/features/(?!${feature}(?:/|$))[^/]+/`,
    message: 'Another feature is reached only through its public index.ts: import from "@/features/<name>", or compose the two in app/.',
  },
  // (The workspace's package.json, read for the version, is the one file outside src/ a feature may import.)
  { regex: '^(?:\\.\\./){2,}(?!(?:\\.\\./)*package\\.json$)', message: 'Relative imports stay inside the feature; use "@/..." for anything outside it.' },
];
// Shared code (widgets, lib, config, content) sits below every feature and the app.
const sharedLayer = {
  regex: '^(?:@/(?:features|app)(?:/|$)|(?:\\.\\./)+(?:features|app)(?:/|$))',
  message: 'Shared code (components, lib, config, content) must not import a feature or the app.',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
// Query keys come only from the queryOptions factories in a feature's api/ files
// (docs/decisions/088-admin-forms-and-query-key-factories.md): a literal key array may stand only in the
// queryKey of a `queryOptions({...})` call; everywhere else the key is `getXQueryOptions(...).queryKey`.
const literalKey = ":matches(ArrayExpression, TSAsExpression[expression.type='ArrayExpression'])";
const keyMessage = 'Take the query key from the feature\'s queryOptions factory (getXQueryOptions(...).queryKey), not a literal array.';
const queryKeysFromFactories = [
  { selector: `:not(CallExpression[callee.name='queryOptions']) > ObjectExpression > Property[key.name='queryKey'] > ${literalKey}`, message: keyMessage },
  { selector: `CallExpression[callee.property.name=/^(get|set)QueryData$/] > ${literalKey}:first-child`, message: keyMessage },
];
// no-restricted-imports sees static imports only; the same boundary for import(). (One list per block:
// flat config replaces a rule's options, so the query-key selectors ride along.)
const lazyBoundary = (feature) => ({
  'no-restricted-syntax': [
    'error',
    {
      selector: `ImportExpression > Literal[value=/^@\\/features\\/(?!${feature}(\\/|$))[^\\/]+\\//]`,
      message: 'Another feature is reached only through its public index.ts, also in import(): import("@/features/<name>").',
    },
    ...queryKeysFromFactories,
  ],
});
const notTests = ['web/src/**/*.test.{ts,tsx}'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'emulators/data/**', 'bench/results/**', '**/*.js', '**/*.mjs', 'shared/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Visitor code outside features: the app shell and the shared layers. The admin area's screens
    // (app/routes/admin) and the editors (app/routes/editors) are admin code: the router reaches them only through import().
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/features/**', 'web/src/app/routes/admin/**', 'web/src/app/routes/editors/**', ...notTests],
    rules: { ...restrict(adminOnly), 'no-restricted-syntax': ['error', ...queryKeysFromFactories] },
  },
  {
    files: ['web/src/app/routes/{admin,editors}/**/*.{ts,tsx}'],
    ignores: notTests,
    rules: { 'no-restricted-syntax': ['error', ...queryKeysFromFactories] },
  },
  {
    files: ['web/src/{components,lib,config,content}/**/*.{ts,tsx}'],
    ignores: notTests,
    rules: restrict(adminOnly, sharedLayer),
  },
  // One block per feature (flat config replaces a rule's options per block, so each lists all it needs).
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
    // A visitor feature's admin/ folder is admin code (e.g. settings/admin, the Innstillinger screen).
    ignores: [...notTests, `web/src/features/${feature}/admin/**`],
    rules: { ...restrict(...featureBoundary(feature), ...(adminFeatures.includes(feature) ? [] : [adminOnly])), ...lazyBoundary(feature) },
  })),
  ...features.map((feature) => ({
    files: [`web/src/features/${feature}/admin/**/*.{ts,tsx}`],
    ignores: notTests,
    rules: { ...restrict(...featureBoundary(feature)), ...lazyBoundary(feature) },
  })),
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/adapters/**', 'functions/src/**/*.test.ts', 'functions/src/index.ts', 'functions/src/triggers/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['firebase-admin', 'firebase-admin/*', 'sharp', '@sendgrid/*'], message: 'Only functions/src/adapters may import firebase-admin, sharp or the mail SDK.' }] }],
    },
  },
);
