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
 * half of these files' time. The server tests keep isolation: each opens its own app, database
 * and keyring (a module-level cache), and runs as if it were alone.
 */
const STATELESS = [
  'src/shared/**/*.test.ts',
  'src/client/**/*.test.{ts,tsx}',
  'src/server/ai/**/*.test.ts',
  'tests/companion-eval/*.test.ts',
];

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
              include: [...databaseTestFiles(), 'tests/integration/postgres/**/*.test.ts'],
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
              include: ['src/**/*.test.{ts,tsx}', 'tests/integration/*.test.ts'],
              exclude: STATELESS,
              globalSetup: ['src/server/testing/global-setup.ts'],
            },
          },
        ],
  },
});
