/**
 * Starts the real server for the Playwright suite on a fresh temporary data directory (every run
 * starts from an empty database) with the built client. With E2E_AI=fake it also starts the fake
 * OpenAI-compatible server and points the app at it, through the real SDK; otherwise Janne is the
 * offline companion.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startFakeOpenAi } from '../../support/fake-openai';

const port = process.env.E2E_PORT ?? '4173';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.PORT = port;
process.env.PUBLIC_URL = `http://localhost:${port}`;

// One e2e person writes 60 messages to test paging; the hourly limit itself is a server test.
process.env.AI_CHAT_LIMIT_PER_HOUR = '500';
// Every e2e person signs up from 127.0.0.1; the per-address sign-up limit is a server test.
process.env.SIGNUP_LIMIT_PER_HOUR = '100000';

// « Mon parcours »: a test moves its own person's « now » (PUT /api/test/clock), see src/server/clock.ts.
process.env.TEST_CLOCK = '1';

// Mails (« Mot de passe oublié ? ») go to the SMTP server password.spec.ts starts on this port;
// without it they would be .eml files in the temporary data directory.
if (process.env.E2E_SMTP_PORT) process.env.SMTP_URL = `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`;

if (process.env.E2E_AI === 'fake') {
  const fake = await startFakeOpenAi();
  process.env.AI_BASE_URL = fake.url;
  process.env.AI_API_KEY = 'e2e-key';
  // A hung provider is given up on after 8 s here, so the tests need not wait 30 — and a provider
  // that answers (a test's first word comes after up to 5 s) is never taken for a hung one on a
  // machine that runs the browser tests beside the other suites.
  process.env.AI_TIMEOUT_SECONDS = '8';
} else {
  process.env.AI_API_KEY = '';
}

process.once('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));
await import('../../../src/server/main');
