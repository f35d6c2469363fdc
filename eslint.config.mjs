import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import company from './eslint-rules/index.mjs';

/** The package's entry: the API conventions apply to what it exports. */
const uiEntry = path.join(import.meta.dirname, 'packages/ui/src/index.ts');

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-e2e-chat/**',
      // Next's build output, in a fixture app run by hand (fixtures/next-app).
      '**/.next/**',
      // Astro's generated types (`astro sync`).
      'site/.astro/**',
      'storybook-static/**',
      'coverage/**',
      'test-results/**',
      'test-reports/**',
      '.lighthouseci/**',
      'playwright-report/**',
      // Vitest's HTML report of the story tests, with its UI's scripts (`--reporter=html`).
      '.vitest/**',
      // Inputs of the rules' tests, some of them wrong on purpose.
      'eslint-rules/fixtures/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      // One program over the whole repository (tsconfig.eslint.json) rather than one per package:
      // the packages import the library's source, which separate programs would each type again
      // (a fifth of the lint's time).
      parserOptions: {
        project: ['./tsconfig.eslint.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'site/tsconfig.json', 'packages/ui/tsconfig.json', 'api/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Packages must not reach into the site, a router or a store.
    files: ['packages/ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react-router', 'react-router-dom', 'zustand', 'zustand/*', '**/site/**'] },
      ],
    },
  },
  {
    // The blocks are built only from the package's public API, like any app's.
    files: ['packages/blocks/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'react-router',
            'react-router-dom',
            'zustand',
            'zustand/*',
            '**/site/**',
            '**/ui/src/**',
            '@company/ui/src/*',
          ],
        },
      ],
    },
  },
  {
    // The site and its server share only the contract (@company/contract): neither reads the other's source.
    files: ['site/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/api/**', 'api', 'api/*'], message: 'Share it through @company/contract.' }] },
      ],
    },
  },
  {
    files: ['api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/site/**', 'site', 'site/*'], message: 'Share it through @company/contract.' }] },
      ],
    },
  },
  {
    // The contract is what both sides import; it imports neither.
    files: ['packages/contract/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/site/**', '**/api/**', 'site', 'site/*', 'api', 'api/*'] }],
    },
  },
  {
    // The public API's conventions: a default says `@default`, a value callback is `on<Thing>Change`.
    files: ['packages/ui/src/components/**/*.tsx', 'packages/ui/src/theme/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx'],
    plugins: { company },
    rules: {
      'company/prop-default-documented': ['error', { entry: uiEntry }],
      'company/change-callback': ['error', { entry: uiEntry }],
    },
  },
  {
    // Each component's stories carry its French names for the sidebar search.
    files: ['stories/components/**/*.stories.tsx', 'stories/blocks/**/*.stories.tsx'],
    plugins: { company },
    // The tags of .storybook/preview.tsx, which give every component a docs page.
    rules: { 'company/story-french-names': ['error', { projectTags: ['autodocs'] }] },
  },
);
