import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import tseslint from 'typescript-eslint';

import { boundaries } from './eslint.boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '**/test-results/**', '**/playwright-report/**', '**/bin/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-empty-pattern': 'off',
    },
  },
  {
    // Playwright fixtures call their callback `use`; it is not a React hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // jotai is a shared singleton under its root entry only (packages/build-config/src/shared.ts):
    // a subpath (jotai/utils, jotai/react) would be bundled privately with its own context.
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['jotai/*'],
              message: "Import from 'jotai' only: it is the shared entry; a subpath is bundled privately and misses the feature's Provider.",
            },
          ],
        },
      ],
    },
  },
  {
    // Imports in one order everywhere, fixed by `npm run format` (docs/decisions/0030-formatting.md).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: { 'simple-import-sort/imports': 'error' },
  },
  // Where code may import from (README "Layout"): see eslint.boundaries.js.
  ...boundaries(),
);
