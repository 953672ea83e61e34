import globals from 'globals';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Imports point one way (README, "Structure"): `schemas/` is the hub, `src/` and `server/` import it
 * and never each other, and the schema engine knows nothing of the pages around it.
 */
const zones = [
  {
    target: './schemas',
    from: ['./src', './server'],
    message: 'schemas/ is the hub: it imports neither end.',
  },
  { target: './server', from: './src', message: 'The API imports schemas/, never the dashboard.' },
  { target: './src', from: './server', message: 'The dashboard imports schemas/, never the API.' },
  {
    target: './src/schema-ui',
    from: ['./src/pages', './src/layout', './src/resources', './src/App.tsx'],
    message: 'The engine knows nothing of the app around it: take it through EngineProvider or props.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'bench/.work', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['schemas/**/*.ts', 'src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      // no-cycle reads the files it follows: they are TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    files: ['**/*.mjs', 'tests/**/*.{ts,mjs}', 'bench/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
