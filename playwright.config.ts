import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

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

/**
 * The system Chromium (Playwright's own download is not used): CHROMIUM_PATH, or Debian's
 * /usr/bin/chromium. Missing, the run stops here with one line saying how to get it, rather than
 * with Playwright's long launch error after both servers have started.
 */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!existsSync(CHROMIUM_PATH)) {
  console.error(
    `Chromium introuvable (${CHROMIUM_PATH}) : apt-get install chromium, ou CHROMIUM_PATH=… — ` +
      `Chromium not found: apt-get install chromium, or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: E2E_BASE_URL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'npx tsx tests/e2e/support/serve.ts',
      url: `${E2E_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_PORT: String(E2E_PORT), E2E_AI: 'fake', LOG_LEVEL: 'warn' },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx tests/e2e/support/serve.ts',
      url: `${E2E_OFFLINE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_PORT: String(E2E_OFFLINE_PORT), E2E_AI: 'offline', LOG_LEVEL: 'warn' },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
