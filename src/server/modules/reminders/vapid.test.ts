import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnv } from '#server/env';
import { UnsubscribeTokens } from './unsubscribe-token';
import { loadVapidKeys, VAPID_KEYS_FILE } from './vapid';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadVapidKeys', () => {
  it('generates the keys once into DATA_DIR, in a file only the owner reads, and keeps them', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-vapid-'));
    dirs.push(dir);
    const first = loadVapidKeys(loadEnv({ DATA_DIR: dir }));
    expect(first.publicKey).toMatch(/^[\w-]{87}$/);
    expect(fs.statSync(path.join(dir, VAPID_KEYS_FILE)).mode & 0o777).toBe(0o600);
    expect(loadVapidKeys(loadEnv({ DATA_DIR: dir }))).toEqual(first);
    expect(first.subject).toBe('mailto:ne-pas-repondre@renouveau.invalid');
  });

  it('takes them from the environment when given', () => {
    const env = loadEnv({
      VAPID_PUBLIC_KEY: 'B'.repeat(87),
      VAPID_PRIVATE_KEY: 'a'.repeat(43),
      VAPID_SUBJECT: 'https://renouveau.example',
    });
    expect(loadVapidKeys(env)).toEqual({ publicKey: 'B'.repeat(87), privateKey: 'a'.repeat(43), subject: 'https://renouveau.example' });
  });
});

describe('UnsubscribeTokens', () => {
  it('names one person, and refuses a token changed in any way or made with another secret', () => {
    const tokens = new UnsubscribeTokens('a'.repeat(40));
    const token = tokens.sign('user-1');
    expect(tokens.verify(token)).toBe('user-1');
    const [, mac] = token.split('.');
    expect(tokens.verify(`${Buffer.from('user-2').toString('base64url')}.${mac}`)).toBeNull();
    expect(tokens.verify(`${token}x`)).toBeNull();
    expect(tokens.verify('')).toBeNull();
    expect(new UnsubscribeTokens('b'.repeat(40)).verify(token)).toBeNull();
  });
});
