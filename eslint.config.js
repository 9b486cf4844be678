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

/**
 * Which layer may not import which: engine/ is the core both sides share; the renderer (browser)
 * and the server never import each other; nothing the product runs imports the tests, the stories
 * or the scripts. Stories may read the server's pure views (the rule of their own below).
 */
const layerZones = [
  {
    target: './engine',
    from: ['./renderer', './server', './stories', './tests', './scripts'],
    message: 'engine/ is the shared core: it imports only its libraries and schemas/.',
  },
  {
    target: './renderer',
    from: ['./server', './stories', './tests', './scripts'],
    message: 'The renderer talks to the server over HTTP only; it never imports server, story, test or script code.',
  },
  {
    target: './server',
    from: ['./renderer', './stories', './tests', './scripts'],
    message:
      'The server never imports renderer, story, test or script code (local stand-ins live in server/adapters/).',
  },
  {
    target: './stories',
    from: ['./tests', './scripts'],
    message: 'Stories never import test or script code.',
  },
];

/**
 * date-fns's index imports all of its 860 modules, and Node reads its 200 kB package.json anew for
 * each: 1.4 s of every process's start. Each function is imported from its own path instead.
 */
const oneFunctionOfDateFns = {
  name: 'date-fns',
  message: "Import each function from its own path (import { addDays } from 'date-fns/addDays').",
};

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
      // The layers (docs/architecture.md): each imports only the layers beneath it.
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'no-restricted-imports': ['error', { paths: [oneFunctionOfDateFns] }],
    },
  },
  {
    files: ['engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [oneFunctionOfDateFns],
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
          paths: [oneFunctionOfDateFns],
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
      // A worker's test files share one process with its server, whose job queue polls by the
      // clock: a faked Date that jumps back puts the polling to sleep for the days it jumped.
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'useFakeTimers', message: 'Give the server a clock of its own (Services.now).' },
        { object: 'vi', property: 'setSystemTime', message: 'Give the server a clock of its own (Services.now).' },
      ],
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
