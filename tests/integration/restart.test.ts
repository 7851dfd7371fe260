import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from '../support/server-process';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-restart-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded server across a restart', () => {
  it('keeps accounts, shuts down cleanly on SIGTERM and releases its lock', { timeout: 180_000 }, async () => {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port) };
    const first = await startServerProcess(env);
    const email = `restart-${Date.now()}@exemple.fr`;
    const signup = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'un-mot-de-passe-solide', gender: 'other', age: 25, consent: true }),
    });
    expect(signup.status).toBe(201);
    expect(await first.stop()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'renouveau.lock'))).toBe(false);

    const second = await startServerProcess(env);
    try {
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'un-mot-de-passe-solide' }),
      });
      expect(login.status).toBe(200);
      expect(((await login.json()) as { user: { gender: string } }).user.gender).toBe('other');
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });
});
