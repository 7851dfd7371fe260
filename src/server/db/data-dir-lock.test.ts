import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('PGlite data directory lock', () => {
  it('refuses a second lock on the same directory while the first is held', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    // Pretend the lock belongs to another live process (our parent).
    fs.writeFileSync(path.join(dir, 'renouveau.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    fs.writeFileSync(path.join(dir, 'renouveau.lock'), String(process.pid));
    lock.release();
    expect(fs.existsSync(path.join(dir, 'renouveau.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid;
    fs.writeFileSync(path.join(dir, 'renouveau.lock'), String(dead));
    const lock = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'renouveau.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('leaves alone a lock file that is no longer its own', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    fs.writeFileSync(path.join(dir, 'renouveau.lock'), String(process.ppid));
    lock.release();
    expect(fs.readFileSync(path.join(dir, 'renouveau.lock'), 'utf8')).toBe(String(process.ppid));
  });

  it('goes with the process however it exits, without release()', () => {
    const dir = tempDir();
    // process.exit(1), as a shutdown forced after the grace period does.
    const script = `const { lockDataDir } = await import(${JSON.stringify(path.resolve('src/server/db/data-dir-lock.ts'))});
      lockDataDir(${JSON.stringify(dir)}); console.log('locked'); process.exit(1);`;
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(child.stdout).toContain('locked');
    expect(child.status).toBe(1);
    expect(fs.existsSync(path.join(dir, 'renouveau.lock'))).toBe(false);
  });

  it('makes a second server on the same data directory exit at once with a clear message', async () => {
    const dir = tempDir();
    // A live process that "owns" the directory.
    fs.writeFileSync(path.join(dir, 'renouveau.lock'), String(process.pid));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATA_DIR: dir, PORT: '0', AI_API_KEY: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('déjà utilisé par un autre processus Renouveau');
    expect(stderr).toContain('already used by another Renouveau process');
    // « At once »: it stopped before opening the database — it did not touch its directory. (Its
    // time is not asserted: loading the server's modules took over 10 s on a loaded machine.)
    expect(fs.existsSync(path.join(dir, 'pglite'))).toBe(false);
  });
});
