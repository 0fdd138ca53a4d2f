import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', '.data-*'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The metadata model is isomorphic: the web app, the server and the scripts import it.
    files: ['src/meta/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'react', 'react-dom', 'antd', '@formily/react', '@formily/antd-v5', 'fs', 'path'] },
      ],
    },
  },
  {
    // The engine turns schemas into form schemas, columns and actions without drawing anything:
    // only the registries and the screens import the UI kit (STYLE.md: antd at the edge).
    files: ['src/engine/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['antd', 'antd/*', '@formily/antd-v5', '@formily/antd-v5/*', '@ant-design/*'],
              message: 'src/engine is headless: draw in src/registry or src/screens.',
            },
          ],
        },
      ],
    },
  },
  {
    // Each Playwright worker starts a server of its own (e2e/support/fixtures.ts): a spec taking
    // `test` straight from Playwright would have no server to talk to.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Import test from e2e/support/fixtures: it gives each worker its own server.',
            },
          ],
        },
      ],
    },
  },
);
