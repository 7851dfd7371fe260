import { defineConfig } from 'vitest/config';

/**
 * `npm run test:unit`: the shared rules, client code, server routes through app.inject() on
 * PGlite, integration tests, and the checks of the companion evaluation (tests/companion-eval).
 * `npm run test:pg` (RENOUVEAU_DB=postgres): the server tests once more on a real PostgreSQL
 * server, plus the two-servers test. Playwright's specs live in
 * tests/e2e and are run by `npm run test:e2e`.
 */
const onPostgres = process.env.RENOUVEAU_DB === 'postgres';

export default defineConfig({
  test: {
    include: onPostgres
      ? ['src/server/**/*.test.ts', 'tests/integration/postgres/**/*.test.ts']
      : ['src/**/*.test.{ts,tsx}', 'tests/integration/*.test.ts', 'tests/companion-eval/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/testing/global-setup.ts'],
    // PGlite takes a few hundred MiB per database: two files at a time suit two cores.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
