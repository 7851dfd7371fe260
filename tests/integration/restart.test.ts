import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** A free TCP port on loopback. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-restart-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function startServer(port: number): Promise<{ child: ChildProcess; readyMs: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), AI_API_KEY: '', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return { child, readyMs: Date.now() - started };
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 30_000) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function stopServer(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

describe('the embedded server across a restart', () => {
  it('keeps accounts, shuts down cleanly on SIGTERM and releases its lock', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    const first = await startServer(port);
    const email = `restart-${Date.now()}@exemple.fr`;
    const signup = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'un-mot-de-passe-solide', gender: 'other', age: 25, consent: true }),
    });
    expect(signup.status).toBe(201);
    expect(await stopServer(first.child)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'renouveau.lock'))).toBe(false);

    const second = await startServer(port);
    try {
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'un-mot-de-passe-solide' }),
      });
      expect(login.status).toBe(200);
      expect(((await login.json()) as { user: { gender: string } }).user.gender).toBe('other');
    } finally {
      expect(await stopServer(second.child)).toBe(0);
    }
  });
});
