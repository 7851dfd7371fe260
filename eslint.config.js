import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import fs from 'node:fs';

/**
 * The client's layers (DESIGN.md, after bulletproof-react): app → routes → features → components,
 * lib; a feature does not import another feature. Each zone forbids `target` from importing `from`.
 */
const features = fs.readdirSync('src/client/features', { withFileTypes: true }).filter((entry) => entry.isDirectory());
const layerZones = [
  {
    target: ['./src/client/components', './src/client/lib'],
    from: ['./src/client/features', './src/client/routes', './src/client/app'],
    message: 'Shared components and lib know no feature, screen or app piece: move the piece up, or pass it in.',
  },
  {
    target: './src/client/features',
    from: ['./src/client/routes', './src/client/app'],
    message: 'A feature does not reach up into the app or the screens.',
  },
  ...features.map(({ name }) => ({
    target: `./src/client/features/${name}`,
    from: './src/client/features',
    except: [`./${name}`],
    message: 'A feature does not import another feature: move what both need to components/ or lib/, or compose them in a route or app/.',
  })),
  { target: './src/client/routes', from: './src/client/app', message: 'Screens do not import the app shell (it imports them).' },
  { target: './src/shared', from: ['./src/client', './src/server'], message: 'Shared code imports neither client nor server.' },
  {
    // The crisis detector is one module: the rest of the app uses its index.ts, never its engine or
    // its lists, so both can change without touching a caller.
    target: ['./src/server', './src/client', './src/shared/*.ts'],
    from: './src/shared/crisis',
    except: ['./index.ts'],
    message: 'Import the crisis detector from #shared/crisis (its index.ts), not its internals.',
  },
  { target: './src/client', from: './src/server', message: 'The client must not import server code.' },
  { target: './src/server', from: './src/client', message: 'The server must not import client code.' },
];

/**
 * Which server module may use which (DESIGN.md: http → modules → db, ai), as the code needs it
 * today; docs/architecture.md shows the same table. Every other module → module import is a lint
 * error, so a new dependency is a decision written here, not an accident. `companion` (what a
 * suggestion knows of the person) and `safety` (limits, quotas, crisis counts, risk judgement) are
 * the modules others lean on; each module also uses the shared modules/errors.ts and
 * modules/text-streams.ts. A module folder missing from the table stops lint: declare it.
 */
const MODULE_USES = {
  account: ['auth'],
  auth: ['companion'],
  chat: ['companion', 'safety'],
  companion: [],
  feedback: [],
  journal: ['companion', 'safety'],
  matrix: ['companion', 'safety'],
  memory: [],
  'no-contact': ['progress'],
  // « Mon parcours » writes its exercises into the tools, through their services (app.ts gives them).
  parcours: ['companion', 'journal', 'matrix', 'no-contact', 'progress', 'safety-plan'],
  progress: ['companion', 'safety'],
  reminders: ['journal'],
  safety: [],
  'safety-plan': [],
  story: [],
};
const serverModules = fs.readdirSync('src/server/modules', { withFileTypes: true }).filter((entry) => entry.isDirectory());
for (const { name } of serverModules) {
  if (!(name in MODULE_USES)) throw new Error(`eslint.config.js: add src/server/modules/${name} to MODULE_USES`);
}
const moduleZones = serverModules.map(({ name }) => ({
  target: `./src/server/modules/${name}`,
  from: './src/server/modules',
  except: [`./${name}`, ...MODULE_USES[name].map((used) => `./${used}`), './errors.ts', './text-streams.ts'],
  message: `src/server/modules/${name} may use only ${[...MODULE_USES[name], 'errors.ts', 'text-streams.ts'].join(', ')} among the modules (MODULE_USES in eslint.config.js).`,
}));

const NO_CLIENT_IN_SERVER = { group: ['**/client/**'], message: 'The server must not import client code.' };
/** The offline companion is one module: others use its index.ts, never its files (their names and split may change). */
const NO_COMPANION_INTERNALS = {
  regex: '(^|/)offline-companion/',
  message: 'Import the offline companion from #server/ai/offline-companion (its index.ts), not its internals.',
};

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
    // One way to call the server (issue 28): a screen or a component uses its feature's hooks
    // (use-*.ts) or lib/; it does not write a query, a mutation or a request of its own.
    files: ['src/client/**/*.tsx'],
    ignores: ['src/client/**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The client must not import server code.' },
            {
              regex: '^(#client/lib|\\.\\.?(/\\.\\.)*(/lib)?)/api$',
              importNames: ['api', 'request'],
              message: "Call the server from a hook in the feature's use-*.ts (or lib/), not from a component.",
            },
            {
              group: ['@tanstack/react-query'],
              importNames: ['useQuery', 'useQueries', 'useInfiniteQuery', 'useSuspenseQuery', 'useMutation', 'queryOptions'],
              message: "Queries and mutations live in the feature's use-*.ts hooks (with its key factory), not in a component.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [NO_CLIENT_IN_SERVER, NO_COMPANION_INTERNALS] }],
    },
  },
  {
    // DESIGN.md: http → modules → db, ai. A module's services throw domain errors (modules/errors.ts)
    // and take a Logger (log.ts); only its routes, the HTTP adapter, use http/.
    files: ['src/server/modules/**/*.{ts,mjs}'],
    ignores: ['src/server/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_CLIENT_IN_SERVER,
            NO_COMPANION_INTERNALS,
            { regex: '(^|/)http/', message: 'Modules do not depend on the HTTP layer: throw a domain error (modules/errors.ts).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/{db,ai,mail}/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_CLIENT_IN_SERVER,
            NO_COMPANION_INTERNALS,
            { regex: '(^|/)(modules|http)/', message: 'db/, ai/ and mail/ are below the modules and the HTTP layer: they import neither.' },
          ],
        },
      ],
    },
  },
  {
    // Scripts, benchmarks and tests use the offline companion as the app does.
    files: ['{scripts,bench,tests}/**/*.{ts,mjs}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_COMPANION_INTERNALS] }] },
  },
  {
    files: ['src/shared/**/*.{ts,mjs}'],
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
  {
    files: ['src/**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      // Resolves #client/*, #shared/*, #server/* (package.json "imports") and extensionless .ts/.tsx.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
      // Without these, no-cycle would not read .ts/.tsx files and see no cycle at all.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...moduleZones] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
