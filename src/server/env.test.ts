import { describe, expect, it } from 'vitest';
import { allowedOrigins, EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('needs no configuration at all', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      AI_MODEL: 'gpt-4',
      AI_CONTEXT_TOKENS: 6000,
      PUBLIC_URL: 'http://localhost:3000',
      // A reset link lasts an hour, as the mail says.
      RESET_LINK_TTL_SECONDS: 3600,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AI_API_KEY).toBeUndefined();
  });

  it('takes the VAPID keys together or not at all', () => {
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(
      /VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/,
    );
    expect(loadEnv({ VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'a'.repeat(43), VAPID_SUBJECT: 'mailto:a@b.fr' })).toMatchObject({
      VAPID_SUBJECT: 'mailto:a@b.fr',
    });
    expect(() => loadEnv({ VAPID_SUBJECT: 'a@b.fr' })).toThrow(/VAPID_SUBJECT: must start with mailto: or https:/);
  });

  it('treats empty variables as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', AI_API_KEY: '' }).DATABASE_URL).toBeUndefined();
  });

  it('lists every wrong variable in one error', () => {
    let error: unknown;
    try {
      loadEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', AI_BASE_URL: 'not a url', AUTH_SECRET: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'AI_BASE_URL', 'AUTH_SECRET']) expect(problems).toContain(name);
    expect((error as EnvError).message).toContain('Configuration invalide');
  });
});

describe('allowedOrigins', () => {
  it('allows every spelling of loopback on the same port when serving locally', () => {
    expect(allowedOrigins(loadEnv({ PORT: '4000' }))).toEqual(['http://localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000']);
  });

  it('allows only PUBLIC_URL when it is a real host', () => {
    expect(allowedOrigins(loadEnv({ PUBLIC_URL: 'https://renouveau.example/' }))).toEqual(['https://renouveau.example']);
  });
});
