import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * `npm run test:unit`: the shared rules, client code, server routes through app.inject() on
 * PGlite, integration tests, and the checks of the companion evaluation (tests/companion-eval).
 * `npm run test:pg` (RENOUVEAU_DB=postgres): the server tests once more on a real PostgreSQL
 * server, plus the two-servers test. Playwright's specs live in
 * tests/e2e and are run by `npm run test:e2e`.
 */
const onPostgres = process.env.RENOUVEAU_DB === 'postgres';

/**
 * A server test file that uses the test database (the test app, or openTestDatabase) is where
 * PostgreSQL may answer differently from PGlite; the others — the offline companion's phrasing,
 * env parsing, and the embedded database's own files, lock and thread, which PostgreSQL does not
 * have — would only run a second time for nothing in `npm run test:pg`.
 */
const USES_THE_TEST_DATABASE = /\btesting\/test-app\b|openTestDatabase/;

/** The server test files that touch the database, for the PostgreSQL run. */
function databaseTestFiles(): string[] {
  return fs
    .readdirSync('src/server', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join('src/server', file))
    .filter((file) => USES_THE_TEST_DATABASE.test(fs.readFileSync(file, 'utf8')));
}

/**
 * Code that keeps no state between files — the shared rules, the client, the offline companion
 * and its evaluation — runs without a fresh module graph per file (isolate: false): each worker
 * loads zod, date-fns, React and the detector's lists once instead of once per file, which was
 * half of these files' time.
 */
const STATELESS = [
  'src/shared/**/*.test.ts',
  'src/client/**/*.test.{ts,tsx}',
  'src/server/ai/**/*.test.ts',
  'tests/companion-eval/*.test.ts',
];

/**
 * The server tests share their workers' module graph too: each file still opens its own app and
 * database, and a worker runs its files one after another, so the module-level state there is
 * (the keyring's keys, by key id, and its write key) is set again by the next file's app before
 * it writes anything. An app leaves no timer behind when it closes (db/rate-limit-sweeper.test.ts).
 * A fresh graph per file was 3–4 CPU-seconds of Fastify, better-auth and drizzle loaded again,
 * 50 times. The files below replace a module with vi.mock, which only a fresh graph honours:
 * they run isolated.
 */
const NEEDS_A_FRESH_MODULE_GRAPH = ['src/server/modules/auth/login-timing.test.ts'];

const SERVER_TESTS = ['src/**/*.test.{ts,tsx}', 'tests/integration/*.test.ts'];

/** Read once: both PostgreSQL projects take their files from it. */
const DATABASE_TEST_FILES = onPostgres ? databaseTestFiles() : [];

export default defineConfig({
  test: {
    environment: 'node',
    // PGlite takes a few hundred MiB per database: two files at a time suit two cores.
    maxWorkers: 2,
    // Generous limits (npm test runs the suites side by side): a slow machine never decides whether
    // a behaviour holds; a passing test does not wait for them.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    projects: onPostgres
      ? [
          {
            extends: true,
            test: {
              name: 'postgres',
              include: [...DATABASE_TEST_FILES, 'tests/integration/postgres/**/*.test.ts'],
              exclude: NEEDS_A_FRESH_MODULE_GRAPH,
              isolate: false,
              globalSetup: ['src/server/testing/global-setup.ts'],
            },
          },
          {
            extends: true,
            test: {
              name: 'postgres-isolated',
              include: DATABASE_TEST_FILES.filter((file) => NEEDS_A_FRESH_MODULE_GRAPH.includes(file)),
              globalSetup: ['src/server/testing/global-setup.ts'],
            },
          },
        ]
      : [
          { extends: true, test: { name: 'stateless', include: STATELESS, isolate: false } },
          {
            extends: true,
            test: {
              name: 'server',
              include: SERVER_TESTS,
              exclude: [...STATELESS, ...NEEDS_A_FRESH_MODULE_GRAPH],
              isolate: false,
              globalSetup: ['src/server/testing/global-setup.ts'],
            },
          },
          {
            extends: true,
            test: {
              name: 'server-isolated',
              include: NEEDS_A_FRESH_MODULE_GRAPH,
              globalSetup: ['src/server/testing/global-setup.ts'],
            },
          },
        ],
  },
});
