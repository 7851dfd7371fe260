import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '#shared/password';
import type { ActiveSessionsResponse } from '#shared/password';
import { cookieOf, createTestApp, send, signUp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../../testing/test-app';

const NEW_PASSWORD = 'un-tout-nouveau-mot-de-passe';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Signs in from another browser (its own User-Agent); returns that browser's cookie. */
async function signInFrom(email: string, userAgent: string, password = TEST_PASSWORD): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin: TEST_ORIGIN, 'user-agent': userAgent },
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return cookieOf(response);
}

const login = (email: string, password: string) => send(t.app, '', 'POST', '/api/auth/login', { email, password });
const change = (cookie: string, currentPassword: string, newPassword = NEW_PASSWORD) =>
  send(t.app, cookie, 'POST', '/api/auth/password/change', { currentPassword, newPassword });

describe('changing the password on /account', () => {
  it('a wrong current password is refused in French and changes nothing', async () => {
    const person = await signUp(t.app);
    const response = await change(person.cookie, 'pas-le-bon-mot-de-passe');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'auth/wrong-password',
      message: PASSWORD_MESSAGES.wrongCurrentPassword,
      fieldErrors: { currentPassword: PASSWORD_MESSAGES.wrongCurrentPassword },
    });
    // Still signed in, and the password is the same.
    expect((await send(t.app, person.cookie, 'GET', '/api/auth/sessions')).statusCode).toBe(200);
    expect((await login(person.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a weak, common or unchanged new password is refused in French', async () => {
    const person = await signUp(t.app);
    const short = await change(person.cookie, TEST_PASSWORD, '123');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Le mot de passe est trop faible. Il doit contenir au moins 6 caractères.');
    expect((await change(person.cookie, TEST_PASSWORD, 'azerty123')).json().code).toBe('auth/common-password');
    const same = await change(person.cookie, TEST_PASSWORD, TEST_PASSWORD);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(PASSWORD_MESSAGES.samePassword);
  });

  it('five wrong current passwords pause the form', async () => {
    const person = await signUp(t.app);
    for (let index = 0; index < 5; index += 1) expect((await change(person.cookie, `faux-${index}-mot-de-passe`)).statusCode).toBe(401);
    const paused = await change(person.cookie, TEST_PASSWORD);
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toMatch(/^Trop d'essais de mot de passe\. Réessaie dans \d+ minutes?\.$/);
  });

  it('the new password works, the old one not; this browser stays signed in, every other one is signed out', async () => {
    const person = await signUp(t.app);
    const phone = await signInFrom(person.email, CHROME_ANDROID);
    const response = await change(person.cookie, TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_MESSAGES.changed });

    // better-auth gives this browser a new session: the cookie it set works.
    const renewed = cookieOf(response);
    expect(renewed).not.toBe('');
    expect((await send(t.app, renewed, 'GET', '/api/auth/sessions')).statusCode).toBe(200);
    expect((await send(t.app, phone, 'GET', '/api/auth/sessions')).statusCode).toBe(401);
    expect((await login(person.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(person.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('« Mes sessions actives » and « Se déconnecter partout »', () => {
  it('lists the person’s sessions, this one first, with the device in French and no token', async () => {
    const person = await signUp(t.app);
    const laptop = await signInFrom(person.email, FIREFOX_WINDOWS);
    await signInFrom(person.email, CHROME_ANDROID);
    const stranger = await signUp(t.app);

    const response = await send(t.app, laptop, 'GET', '/api/auth/sessions');
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json<ActiveSessionsResponse>();
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({ isCurrent: true, device: 'Firefox sur Windows' });
    expect(sessions.filter((session) => session.isCurrent)).toHaveLength(1);
    expect(sessions.map((session) => session.device)).toContain('Chrome sur Android');
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(['createdAt', 'device', 'hasNotifications', 'id', 'isCurrent', 'lastActiveAt']);
      expect(Number.isNaN(Date.parse(session.createdAt))).toBe(false);
    }
    // Nothing of the session tokens, and nothing of the other person's sessions.
    const sessionCookie = laptop.split('; ').find((cookie) => cookie.startsWith('renouveau.session_token=')) ?? '';
    const token = decodeURIComponent(sessionCookie.slice(sessionCookie.indexOf('=') + 1)).split('.')[0] ?? '';
    expect(token.length).toBeGreaterThan(10);
    expect(response.body).not.toContain(token);
    const theirs = (await send(t.app, stranger.cookie, 'GET', '/api/auth/sessions')).json<ActiveSessionsResponse>();
    expect(theirs.sessions).toHaveLength(1);
    expect(sessions.map((session) => session.id)).not.toContain(theirs.sessions[0]?.id);
  });

  it('« Se déconnecter partout » ends every other session and keeps this one', async () => {
    const person = await signUp(t.app);
    const phone = await signInFrom(person.email, CHROME_ANDROID);
    const laptop = await signInFrom(person.email, FIREFOX_WINDOWS);
    const stranger = await signUp(t.app);

    const response = await send(t.app, person.cookie, 'POST', '/api/auth/sessions/revoke-others', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked: 2, message: PASSWORD_MESSAGES.othersSignedOut });

    expect((await send(t.app, phone, 'GET', '/api/story')).statusCode).toBe(401);
    expect((await send(t.app, laptop, 'GET', '/api/auth/sessions')).statusCode).toBe(401);
    const mine = (await send(t.app, person.cookie, 'GET', '/api/auth/sessions')).json<ActiveSessionsResponse>();
    expect(mine.sessions).toHaveLength(1);
    expect(mine.sessions[0]?.isCurrent).toBe(true);
    // Another person's session is untouched.
    expect((await send(t.app, stranger.cookie, 'GET', '/api/auth/sessions')).statusCode).toBe(200);
  });
});
