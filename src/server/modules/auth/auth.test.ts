import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, LOGIN_ERRORS, MESSAGES, SIGNUP_ERRORS } from '#shared/messages';
import { PARENTAL_CONSENT_REQUIRED } from '#shared/auth';
import { accounts, sessions, users } from '#server/db/schema';
import { cookieOf, createTestApp, signUp, TEST_ORIGIN, TEST_PASSWORD, type TestApp, uniqueEmail } from '#server/testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN, ...headers }, payload: payload as object });

const validSignup = () => ({ email: uniqueEmail(), password: TEST_PASSWORD, gender: 'male', age: 41, consent: true });

describe('POST /api/auth/signup', () => {
  it('creates the account with its profile and signs the person in with an HttpOnly, SameSite=Lax cookie', async () => {
    const body = validSignup();
    const response = await post('/api/auth/signup', body);
    expect(response.statusCode).toBe(201);
    const json = response.json();
    expect(json).toMatchObject({ user: { email: body.email, gender: 'male', age: 41 }, hasStory: false });
    expect(new Date(json.user.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/renouveau\.session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);

    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({ gender: 'male', age: 41 });
    // The moment of consent is recorded.
    expect(Date.now() - (row?.consentAt?.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('hashes the password with argon2id, 19 MiB and 2 passes', async () => {
    const { userId } = await signUp(t.app);
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.userId, userId));
    expect(account?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(account?.password).not.toContain(TEST_PASSWORD);
  });

  it('refuses an email already in use with SPEC’s message', async () => {
    const body = validSignup();
    await post('/api/auth/signup', body);
    const again = await post('/api/auth/signup', { ...body, email: body.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'auth/email-already-in-use',
      message: SIGNUP_ERRORS['auth/email-already-in-use'],
    });
  });

  it('the same email signing up 10 times at once: one account, and SPEC’s « déjà utilisée » for the others, logged as no error', async () => {
    const body = validSignup();
    const errorLogs = () => t.logs.filter((line) => (JSON.parse(line) as { level: number }).level >= 50).length;
    const errorsBefore = errorLogs();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post('/api/auth/signup', body)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.filter((status) => status === 201),
      JSON.stringify(answers.map((answer) => answer.body)),
    ).toHaveLength(1);
    for (const answer of answers.filter((one) => one.statusCode !== 201)) {
      expect(answer.statusCode, answer.body).toBe(409);
      expect(answer.json()).toEqual({ code: 'auth/email-already-in-use', message: SIGNUP_ERRORS['auth/email-already-in-use'] });
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
    expect(errorLogs()).toBe(errorsBefore);
  });

  it.each([
    ['an invalid email', { email: 'pas-un-email' }, 'auth/invalid-email', SIGNUP_ERRORS['auth/invalid-email']],
    ['an email with spaces around it', { email: ' a@exemple.fr ' }, 'auth/invalid-email', SIGNUP_ERRORS['auth/invalid-email']],
    ['a 5-character password', { password: 'abcde' }, 'auth/weak-password', SIGNUP_ERRORS['auth/weak-password']],
    // Issue 41: « Il doit contenir au moins 6 caractères » to a password of 10 contradicted the input.
    ['a common password', { password: 'azerty' }, 'auth/common-password', COMMON_PASSWORD_MESSAGE],
    ['a common password in capitals', { password: 'PASSWORD1' }, 'auth/common-password', COMMON_PASSWORD_MESSAGE],
    ['« motdepasse », ten letters and common', { password: 'motdepasse' }, 'auth/common-password', COMMON_PASSWORD_MESSAGE],
    ['a missing field', { gender: undefined }, 'validation', MESSAGES.emptyFields],
    ['a blank field', { email: '   ' }, 'validation', MESSAGES.emptyFields],
    ['an age under 12', { age: 11 }, 'validation', MESSAGES.ageRange],
    ['an age over 100', { age: 101 }, 'validation', MESSAGES.ageRange],
    ['an age that is not a whole number', { age: 30.5 }, 'validation', MESSAGES.ageRange],
    ['an age sent as text', { age: 'trente' }, 'validation', MESSAGES.ageRange],
    ['an unknown gender', { gender: 'robot' }, 'validation', MESSAGES.genderRequired],
  ])('refuses %s with a 400 and a French message', async (_label, change, code, message) => {
    const response = await post('/api/auth/signup', { ...validSignup(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, message });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  describe('under 15, a parent’s agreement (issue 16)', () => {
    it.each([
      ['without the box', {}],
      ['with the box unticked', { parentalConsent: false }],
      ['with the box as text', { parentalConsent: 'oui' }],
    ])('refuses a 13-year-old %s: French 400 with a field error, no account', async (_label, change) => {
      const body = { ...validSignup(), age: 13, ...change };
      const response = await post('/api/auth/signup', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'validation',
        message: PARENTAL_CONSENT_REQUIRED,
        fieldErrors: { parentalConsent: PARENTAL_CONSENT_REQUIRED },
      });
      expect(PARENTAL_CONSENT_REQUIRED).toMatch(/^Comme tu as moins de 15 ans, l'accord d'un de tes parents/);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await t.database.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
    });

    it.each([12, 14])('creates the account of a %i-year-old who ticked it, and records when', async (age) => {
      const body = { ...validSignup(), age, parentalConsent: true };
      const response = await post('/api/auth/signup', body);
      expect(response.statusCode).toBe(201);
      expect(response.json().user).toMatchObject({ age });
      const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));
      expect(Date.now() - (row?.parentalConsentAt?.getTime() ?? 0)).toBeLessThan(60_000);
      expect(Date.now() - (row?.consentAt?.getTime() ?? 0)).toBeLessThan(60_000);
    });

    it('asks nothing more from 15 on, and records no parental agreement even if sent', async () => {
      for (const change of [{ age: 15 }, { age: 15, parentalConsent: true }, { age: 41, parentalConsent: false }]) {
        const body = { ...validSignup(), ...change };
        const response = await post('/api/auth/signup', body);
        expect(response.statusCode, JSON.stringify(change)).toBe(201);
        const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));
        expect(row?.parentalConsentAt).toBeNull();
      }
    });

    it('still needs the consent to the processing of sensitive data', async () => {
      const response = await post('/api/auth/signup', { ...validSignup(), age: 13, parentalConsent: true, consent: false });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGES.consentRequired);
    });
  });

  it('refuses unknown fields', async () => {
    const response = await post('/api/auth/signup', { ...validSignup(), isAdmin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, whatever the email’s case', async () => {
    const { email } = await signUp(t.app);
    const response = await post('/api/auth/login', { email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { email }, hasStory: false });
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/i);
  });

  it('answers an unknown email and a wrong password identically', async () => {
    const { email } = await signUp(t.app);
    const wrong = await post('/api/auth/login', { email, password: 'pas-le-bon' });
    const unknown = await post('/api/auth/login', { email: uniqueEmail('inconnu'), password: 'pas-le-bon' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'auth/wrong-password', message: LOGIN_ERRORS['auth/wrong-password'] });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('pauses an address after 20 failures across different emails', async () => {
    const ip = '203.0.113.77';
    const attempt = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        headers: { origin: TEST_ORIGIN },
        payload: { email, password: 'pas-le-bon' },
      });
    for (let i = 0; i < 20; i += 1) expect((await attempt(uniqueEmail('ip'))).statusCode).toBe(401);
    expect((await attempt(uniqueEmail('ip'))).statusCode).toBe(429);
    // Another address is not affected.
    const other = await post('/api/auth/login', { email: uniqueEmail('ip'), password: 'pas-le-bon' });
    expect(other.statusCode).toBe(401);
  });

  it('clears an email’s failures after a successful sign-in', async () => {
    const { email } = await signUp(t.app);
    for (let i = 0; i < 4; i += 1) await post('/api/auth/login', { email, password: 'pas-le-bon' });
    expect((await post('/api/auth/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) await post('/api/auth/login', { email, password: 'pas-le-bon' });
    expect((await post('/api/auth/login', { email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });

  it.each([
    ['an empty password', { password: '' }, MESSAGES.emptyFields],
    ['a missing email', { email: undefined }, MESSAGES.emptyFields],
    ['an invalid email', { email: 'nope' }, LOGIN_ERRORS['auth/invalid-email']],
  ])('refuses %s with a 400', async (_label, change, message) => {
    const response = await post('/api/auth/login', { email: uniqueEmail(), password: 'x', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('session and logout', () => {
  it('reports the signed-in person, then nobody once signed out; the session is gone from the database', async () => {
    const { cookie, userId, email } = await signUp(t.app);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ user: { id: userId, email }, hasStory: false });

    const logout = await post('/api/auth/logout', undefined, { cookie });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/renouveau\.session_token=;/);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);

    // The old cookie, replayed, no longer works.
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(after.json()).toEqual({ user: null, hasStory: false });
  });

  it('reports nobody for a forged cookie', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: 'renouveau.session_token=forged.signature' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null, hasStory: false });
  });

  it('logging out without a session is harmless', async () => {
    const response = await post('/api/auth/logout', undefined);
    expect(response.statusCode).toBe(204);
  });
});

describe('cookies over https', () => {
  it('adds Secure and the __Secure- prefix when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://renouveau.example' } });
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { origin: 'https://renouveau.example' },
        payload: validSignup(),
      });
      expect(response.statusCode).toBe(201);
      const setCookie = String(response.headers['set-cookie']);
      expect(setCookie).toMatch(/__Secure-renouveau\.session_token=/);
      expect(setCookie).toMatch(/; Secure/i);
      // The device cookie (issue 12) follows the session cookie's rule.
      const device = [response.headers['set-cookie']].flat().find((line) => String(line).startsWith('__Secure-renouveau.device='));
      expect(device).toMatch(/; HttpOnly(;|$)/);
      expect(device).toMatch(/; SameSite=Lax(;|$)/);
      expect(device).toMatch(/; Secure(;|$)/);
      const session = await secure.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie: cookieOf(response) },
      });
      expect(session.json().user.email).toBeTruthy();
    } finally {
      await secure.close();
    }
  });
});
