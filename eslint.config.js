import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Features a visitor's bundle must never pull in statically. Public screens may
// reach them only through React.lazy/import(), which Vite splits into own chunks.
const adminOnly = ['**/features/admin/**', '**/features/auth/**', '**/features/editor/**', '**/features/image-manager/**', '**/features/product-admin/**', '**/features/project-admin/**', '**/features/settings/admin/**', 'firebase', 'firebase/*', '@tiptap/*', 'react-dropzone', '@dnd-kit/*'];

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
    // Visitor code: everything in web/src except the admin-only features themselves.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/features/{admin,auth,editor,image-manager,product-admin,project-admin}/**', 'web/src/features/settings/admin/**', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: adminOnly, message: 'Visitor code must not import admin-only code statically; use React.lazy(() => import(...)).' }] }],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/adapters/**', 'functions/src/**/*.test.ts', 'functions/src/index.ts', 'functions/src/triggers/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['firebase-admin', 'firebase-admin/*', 'sharp', '@sendgrid/*'], message: 'Only functions/src/adapters may import firebase-admin, sharp or the mail SDK.' }] }],
    },
  },
);
