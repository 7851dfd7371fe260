import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium, TEST_CHROMIUM_PATH } from './tests/support/chromium';

/**
 * End-to-end tests in the system Chromium against the built app (npm run build first), started
 * by tests/e2e/support/serve.ts on a temporary data directory.
 */
/** E2E_PORT lets two runs (or two people) share a machine; the offline server takes the next port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
/** A second server whose Janne is the offline companion (no AI key). */
export const E2E_OFFLINE_PORT = E2E_PORT + 1;
export const E2E_OFFLINE_URL = `http://localhost:${E2E_OFFLINE_PORT}`;
/** The SMTP server tests/e2e/password.spec.ts starts; the first app server sends its mails there. */
export const E2E_SMTP_PORT = E2E_PORT + 50;
/**
 * The offline server's SMTP port (password.spec.ts's expired link): its reset links last one
 * second (RESET_LINK_TTL_SECONDS), so that a test can open one that has expired.
 */
export const E2E_OFFLINE_SMTP_PORT = E2E_PORT + 51;

requireChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // A browser test spends most of its time waiting for the app (a page, a stream, a timer), not
  // computing: three at a time keep two cores busy. E2E_WORKERS overrides it.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Time limits are generous on purpose: `npm test` runs the browser tests beside the unit and
  // PostgreSQL tests, and a slow machine must never be what decides whether a behaviour holds.
  // A passing test does not wait for them; only a broken one does.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: E2E_BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A trace records every step of every test (a third of the browser's work): E2E_TRACE=1 turns
    // it on to study a failure; the screenshot of a failed test is always kept.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The service worker precaches the whole app (over 1 MB) in every new context: the specs about
    // it (pwa, offline, reminders' notifications) allow it; the others test the app itself.
    serviceWorkers: 'block',
  },
  webServer: [
    {
      command: 'node --import tsx tests/e2e/support/serve.ts',
      url: `${E2E_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: { E2E_PORT: String(E2E_PORT), E2E_AI: 'fake', E2E_SMTP_PORT: String(E2E_SMTP_PORT), LOG_LEVEL: 'warn' },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx tests/e2e/support/serve.ts',
      url: `${E2E_OFFLINE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: {
        E2E_PORT: String(E2E_OFFLINE_PORT),
        E2E_AI: 'offline',
        E2E_SMTP_PORT: String(E2E_OFFLINE_SMTP_PORT),
        RESET_LINK_TTL_SECONDS: '1',
        LOG_LEVEL: 'warn',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
