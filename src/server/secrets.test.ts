import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from './secrets';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the generated auth secret (issue 12, point 1)', () => {
  it('lives in a data directory only its owner can open, even with PostgreSQL and umask 0022', () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-secret-'));
    made.push(parent);
    const dataDir = path.join(parent, 'data');
    const previous = process.umask(0o022);
    try {
      loadOrCreateSecret(dataDir);
    } finally {
      process.umask(previous);
    }
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
  });

  it('makes an existing, readable data directory and secret private', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-secret-'));
    made.push(dataDir);
    fs.chmodSync(dataDir, 0o755);
    fs.writeFileSync(path.join(dataDir, 'auth-secret'), 'x'.repeat(64), { mode: 0o644 });
    fs.chmodSync(path.join(dataDir, 'auth-secret'), 0o644);
    expect(loadOrCreateSecret(dataDir)).toBe('x'.repeat(64));
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
  });
});
