import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'data/', '.tmp/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // DESIGN.md boundaries: the client never imports the server.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'The client must not import server code.' }] }],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/client/**'], message: 'The server must not import client code.' }] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      // Shared code is pure: only zod and date-fns, no client, server, Node or DOM modules.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/client/**', '**/server/**'], message: 'Shared code imports neither client nor server.' },
            { group: ['node:*', 'react', 'react-*', 'fastify', 'drizzle-orm*'], message: 'Shared code stays pure.' },
          ],
        },
      ],
    },
  },
);
