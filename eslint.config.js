import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const NO_CLIENT_IN_SERVER = { group: ['**/client/**'], message: 'The server must not import client code.' };

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
      'no-restricted-imports': ['error', { patterns: [NO_CLIENT_IN_SERVER] }],
    },
  },
  {
    // DESIGN.md: http → modules → db, ai. A module's services throw domain errors (modules/errors.ts)
    // and take a Logger (log.ts); only its routes, the HTTP adapter, use http/.
    files: ['src/server/modules/**/*.ts'],
    ignores: ['src/server/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NO_CLIENT_IN_SERVER, { regex: '(^|/)http/', message: 'Modules do not depend on the HTTP layer: throw a domain error (modules/errors.ts).' }] },
      ],
    },
  },
  {
    files: ['src/server/db/**/*.ts', 'src/server/ai/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [NO_CLIENT_IN_SERVER, { regex: '(^|/)(modules|http)/', message: 'db/ and ai/ are below the modules and the HTTP layer: they import neither.' }] },
      ],
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
