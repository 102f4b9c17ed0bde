// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      // The site's renderers for Node, built beside dist/ (the prerender's and the server's).
      '**/dist-server/',
      '.tsbuild/',
      '**/coverage/',
      '**/.data/',
      'storybook-static/',
      '**/mockServiceWorker.js',
      'packages/api/src/generated/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'Name every export (STYLE.md, Public API): no `export *`.',
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // `role` on a component (RequireRole's) is the person's role on Aafiyat; ARIA roles are checked on DOM elements.
    files: ['**/*.tsx'],
    rules: { 'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }] },
  },
  {
    files: ['apps/site/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Dependency direction (STYLE.md): domain <- api, domain <- ui, (domain, api, ui) <- site, (domain, api) <- server.
    files: ['packages/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aafiyat/*', 'react', 'react-dom', 'node:*'],
              message: 'domain is pure: no I/O, no React, no other package.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aafiyat/api', '@aafiyat/site', '@aafiyat/server', 'react-router', 'react-router-dom'],
              message:
                'ui knows no router and no API: take links from the provider and actions as callbacks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aafiyat/ui', '@aafiyat/site', '@aafiyat/server'],
              message: 'api depends on domain only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aafiyat/ui', '@aafiyat/site'],
              message: 'the server depends on domain and api only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      // Tests read values they asserted exist a line earlier; non-null assertions keep them short.
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  storybook.configs['flat/recommended'],
  {
    // Some plugins ship no types, so this file is linted without type information.
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
