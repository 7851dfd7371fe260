import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER, PASSWORD_MESSAGES, RESET_LINK_TTL_SECONDS } from '#shared/password';
import { SIGNUP_ERRORS } from '#shared/messages';
import { resetLinkOf, startTestSmtp, type TestSmtp } from '#tests/support/smtp-server';
import { createTestApp, send, signUp, TEST_ORIGIN, TEST_PASSWORD, type TestApp, uniqueEmail } from '../../testing/test-app';
import { verifications } from '../../db/schema';
import { PASSWORD_RESET_LIMITS } from './password-limiter';

const NEW_PASSWORD = 'un-tout-nouveau-mot-de-passe';

let smtp: TestSmtp;
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-reset-'));
  t = await createTestApp({ env: { SMTP_URL: smtp.url, DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const forgot = (app: TestApp['app'], email: string) => send(app, '', 'POST', '/api/auth/password/forgot', { email });
const reset = (token: string, newPassword = NEW_PASSWORD) => send(t.app, '', 'POST', '/api/auth/password/reset', { token, newPassword });
const login = (email: string, password: string) => send(t.app, '', 'POST', '/api/auth/login', { email, password });
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
/** The verification row of a reset token, as better-auth's `storeIdentifier: 'hashed'` keys it. */
const storedIdentifier = (token: string) => createHash('sha256').update(`reset-password:${token}`).digest('base64url');

/** A person with two open sessions (two browsers) and the reset link a forgot request mailed them. */
async function personWithResetLink() {
  const person = await signUp(t.app);
  const secondBrowser = await login(person.email, TEST_PASSWORD);
  expect(secondBrowser.statusCode).toBe(200);
  const otherCookie = secondBrowser.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
  const answer = await forgot(t.app, person.email);
  expect(answer.statusCode).toBe(200);
  const mail = await smtp.nextMailTo(person.email);
  return { ...person, otherCookie, mail, link: resetLinkOf(mail) };
}

describe('« Mot de passe oublié ? » through a real SMTP server', () => {
  it('mails a French link to the reset page; the new password works, the old one not, and every session ends', async () => {
    const person = await personWithResetLink();

    expect(person.mail.parsed.subject).toBe('Choisir un nouveau mot de passe · Renouveau');
    expect(person.mail.parsed.text).toContain('ton compte Renouveau');
    expect(person.mail.parsed.text).not.toMatch(/\bvous\b|\bvotre\b/i);
    expect(person.mail.parsed.html).toContain(`href="${person.link}"`);
    expect(person.link.startsWith(`${TEST_ORIGIN}/reinitialiser-mot-de-passe?token=`)).toBe(true);

    const done = await reset(tokenOf(person.link));
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: PASSWORD_MESSAGES.resetDone });

    // Both browsers are signed out.
    for (const cookie of [person.cookie, person.otherCookie]) {
      expect((await send(t.app, cookie, 'GET', '/api/auth/sessions')).statusCode).toBe(401);
      expect((await send(t.app, cookie, 'GET', '/api/story')).statusCode).toBe(401);
    }
    expect((await login(person.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(person.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('stores only a hash of the token: a copy of the database (a backup) holds no working link, and the link works', async () => {
    const person = await personWithResetLink();
    const token = tokenOf(person.link);
    expect(token.length).toBeGreaterThan(10);
    const rows = await t.database.db.execute(sql`select row_to_json(v)::text as row from verifications v`);
    const table = (rows as unknown as { rows: { row: string }[] }).rows.map((row) => row.row).join('\n');
    expect(table).toContain('"identifier"'); // the reset's row is there
    expect(table).not.toContain(token);

    expect((await reset(token)).statusCode).toBe(200);
    expect((await login(person.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a link mailed before tokens were hashed still works for its hour', async () => {
    const person = await signUp(t.app);
    const token = 'un-jeton-ecrit-en-clair-par-une-version-precedente';
    await t.database.db.insert(verifications).values({
      id: `avant-${person.userId}`,
      identifier: `reset-password:${token}`,
      value: person.userId,
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    expect((await reset(token)).statusCode).toBe(200);
    expect((await login(person.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a link works once: the second use is refused in French', async () => {
    const person = await personWithResetLink();
    expect((await reset(tokenOf(person.link))).statusCode).toBe(200);

    const again = await reset(tokenOf(person.link), 'encore-un-autre-mot-de-passe');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'auth/invalid-reset-link', message: PASSWORD_MESSAGES.invalidLink });
    expect((await login(person.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a link lasts one hour; an expired one is refused and changes nothing', async () => {
    const person = await personWithResetLink();
    const identifier = storedIdentifier(tokenOf(person.link));
    const [row] = await t.database.db
      .select({ expiresAt: verifications.expiresAt })
      .from(verifications)
      .where(eq(verifications.identifier, identifier));
    const seconds = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(RESET_LINK_TTL_SECONDS - 60);
    expect(seconds).toBeLessThanOrEqual(RESET_LINK_TTL_SECONDS);

    // An hour and a minute later.
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(verifications.identifier, identifier));
    const late = await reset(tokenOf(person.link));
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(PASSWORD_MESSAGES.invalidLink);
    expect((await login(person.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await send(t.app, person.otherCookie, 'GET', '/api/auth/sessions')).statusCode).toBe(200);
  });

  it('an unknown email gets the same answer and no mail leaves', async () => {
    const known = await signUp(t.app);
    const unknown = uniqueEmail('personne');
    const [forKnown, forUnknown] = [await forgot(t.app, known.email), await forgot(t.app, unknown)];
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.body).toBe(forKnown.body);
    expect(forUnknown.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });

    await t.app.mail.idle();
    expect(smtp.mails.some((mail) => mail.to.includes(known.email))).toBe(true);
    expect(smtp.mails.some((mail) => mail.to.includes(unknown))).toBe(false);
  });

  it('nobody can fill a mailbox: past the hourly allowance, the same answer and no more mail', async () => {
    const person = await signUp(t.app);
    const allowed = PASSWORD_RESET_LIMITS.mailsPerEmail.points;
    for (let index = 0; index < allowed + 2; index += 1) {
      const answer = await forgot(t.app, index % 2 ? person.email.toUpperCase() : person.email);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    }
    await t.app.mail.idle();
    expect(smtp.mails.filter((mail) => mail.to.includes(person.email))).toHaveLength(allowed);
  });

  it('refuses a weak or missing new password, a made-up link and a bad email, in French', async () => {
    const person = await personWithResetLink();
    const weak = await reset(tokenOf(person.link), '12345');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe(SIGNUP_ERRORS['auth/weak-password']);
    const common = await reset(tokenOf(person.link), 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json().code).toBe('auth/common-password');

    const madeUp = await reset('pas-un-vrai-jeton');
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toBe(PASSWORD_MESSAGES.invalidLink);

    const noEmail = await send(t.app, '', 'POST', '/api/auth/password/forgot', { email: 'pas une adresse' });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().message).toBe(PASSWORD_MESSAGES.emailInvalid);

    // The real link still works after all that.
    expect((await reset(tokenOf(person.link))).statusCode).toBe(200);
  });

  it('a link holding a NUL character (a broken paste, a hostile client) is refused in French, never a 500', async () => {
    const person = await personWithResetLink();
    const errorsBefore = t.logs.filter((line) => (JSON.parse(line) as { level: number }).level >= 50).length;
    for (const token of ['a\u0000b', '\u0000', `${tokenOf(person.link)}\u0000`]) {
      const answer = await reset(token);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json().message).toBe(PASSWORD_MESSAGES.invalidLink);
    }
    expect(t.logs.filter((line) => (JSON.parse(line) as { level: number }).level >= 50)).toHaveLength(errorsBefore);
    expect((await reset(tokenOf(person.link))).statusCode).toBe(200);
  });
});

describe('POST /api/auth/password/reset/check: whether a link still works, before the new password is typed (issue 27)', () => {
  let addresses = 0;
  /** Each test from an address of its own: bad links are counted per address. */
  const fromAddress = () => {
    addresses += 1;
    const remoteAddress = `203.0.113.${addresses}`;
    return (token: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password/reset/check',
        headers: { origin: TEST_ORIGIN },
        remoteAddress,
        payload: { token } as object,
      });
  };

  it('says a fresh link works, without using it up: the new password can still be set with it', async () => {
    const check = fromAddress();
    const person = await personWithResetLink();
    for (let index = 0; index < 3; index += 1) {
      const answer = await check(tokenOf(person.link));
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ usable: true });
      // Nothing in the answer says whose link it is.
      expect(answer.body).not.toContain(person.email);
    }
    expect((await reset(tokenOf(person.link))).statusCode).toBe(200);
    expect((await login(person.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('says a used link no longer works, in the words the reset would use', async () => {
    const check = fromAddress();
    const person = await personWithResetLink();
    expect((await reset(tokenOf(person.link))).statusCode).toBe(200);
    const answer = await check(tokenOf(person.link));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'auth/invalid-reset-link', message: PASSWORD_MESSAGES.invalidLink });
  });

  it('says an expired link no longer works', async () => {
    const check = fromAddress();
    const person = await personWithResetLink();
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(verifications.identifier, storedIdentifier(tokenOf(person.link))));
    const answer = await check(tokenOf(person.link));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'auth/invalid-reset-link', message: PASSWORD_MESSAGES.invalidLink });
  });

  it('refuses a made-up, a missing or a broken token in French, never a 500', async () => {
    const check = fromAddress();
    const madeUp = await check('pas-un-vrai-jeton');
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toBe(PASSWORD_MESSAGES.invalidLink);
    for (const [token, message] of [
      [undefined, PASSWORD_MESSAGES.missingLink],
      ['', PASSWORD_MESSAGES.missingLink],
      [42, PASSWORD_MESSAGES.missingLink],
      ['a\u0000b', PASSWORD_MESSAGES.invalidLink],
      ['x'.repeat(201), PASSWORD_MESSAGES.invalidLink],
    ] as const) {
      const answer = await check(token);
      expect(answer.statusCode, String(token)).toBe(400);
      expect(answer.json().message).toBe(message);
    }
  });

  it('counts a link that does not work as the reset does: past the limit, a French 429, even for a good link', async () => {
    const check = fromAddress();
    const person = await personWithResetLink();
    for (let index = 0; index < PASSWORD_RESET_LIMITS.badLinksPerIp.points; index += 1) {
      expect((await check(`devine-${index}`)).statusCode).toBe(400);
    }
    const paused = await check(tokenOf(person.link));
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toMatchObject({ code: 'auth/too-many-requests', message: expect.stringMatching(/^Trop de liens non valables/) });
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('without SMTP_URL', () => {
  it('writes the mail as an .eml file in DATA_DIR/outbox and logs one line with neither address nor link', async () => {
    const outboxDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-outbox-'));
    const offline = await createTestApp({ database: t.database, env: { DATA_DIR: outboxDataDir } });
    try {
      const person = await signUp(offline.app);
      expect((await forgot(offline.app, person.email)).statusCode).toBe(200);
      await offline.app.mail.idle();

      const outbox = path.join(outboxDataDir, 'outbox');
      const files = fs.readdirSync(outbox);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const file = path.join(outbox, files[0] ?? '');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const eml = fs.readFileSync(file, 'utf8');
      expect(eml).toContain(`To: ${person.email}`);
      const token = /token=([\w-]+)/.exec(eml.replace(/=\r?\n/g, ''))?.[1] ?? '';
      expect(token.length).toBeGreaterThan(10);

      const lines = offline.logs.filter((line) => line.includes('outbox'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(file);
      for (const line of offline.logs) {
        expect(line).not.toContain(person.email);
        expect(line).not.toContain(token);
      }
    } finally {
      await offline.close();
      fs.rmSync(outboxDataDir, { recursive: true, force: true });
    }
  });
});
