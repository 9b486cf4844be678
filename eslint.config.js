// @ts-check
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// engine/ is the shared core of the renderer and the server: it stays free of both.
const engineForbidden = [
  'react',
  'react-dom',
  'react-*',
  '@rjsf/*',
  'express',
  '@mikro-orm/*',
  'i18next',
  'react-i18next',
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'coverage/',
      'data/',
      'schemas/generated/',
      'storybook-static/',
      '.storybook/public/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/ignore': ['node_modules'] },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: ['engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: engineForbidden, message: 'engine/ stays free of React, Express, the ORM and i18next.' }],
        },
      ],
    },
  },
  {
    // The renderer runs in the browser.
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Storybook runs in the browser. Stories import no server code (docs: architecture), except the
    // server's pure views and pricing rules, so that the mocked API answers what the server would.
    files: ['.storybook/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'server/(?!modules/(step-definitions/step-view|flow-sessions/view|pricing/pricing)\\.ts$)',
              message: "Stories mock the API at the network edge: only the server's pure views may be imported.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read JSON that came over HTTP: untyped by nature, checked by their assertions.
    files: ['tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
