import { defineConfig } from 'vitest/config';

// Unit tests (src/shared, client components) and server tests (app.inject against PGlite).
// Playwright's specs live in tests/e2e and are run by `npm run test:e2e`.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/testing/global-setup.ts'],
    // PGlite takes a few hundred MiB per database: two files at a time suit two cores.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
