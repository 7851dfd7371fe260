/**
 * Starts the real server for the Playwright suite: a fresh temporary data directory (so every run
 * starts from an empty database), the built client, and the login limits as in production.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const port = process.env.E2E_PORT ?? '4173';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-e2e-'));
process.env.DATA_DIR = dataDir;
process.env.PORT = port;
process.env.PUBLIC_URL = `http://localhost:${port}`;
process.env.AI_API_KEY ??= '';

const cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });
process.once('exit', cleanUp);

await import('../../../src/server/main');
