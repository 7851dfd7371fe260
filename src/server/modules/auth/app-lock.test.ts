/**
 * The lock for a shared phone (issue 27): the code is checked on the server, which refuses the
 * person's data to a locked device, and five wrong codes in a row end the session.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCK_MESSAGES } from '#shared/lock';
import { createTestApp, send, signUp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The browser's cookie jar, as simple as a test needs: Set-Cookie replaces by name, Max-Age=0 removes. */
class Browser {
  private readonly jar = new Map<string, string>();
  constructor(cookie: string) {
    for (const pair of cookie.split('; ')) {
      const separator = pair.indexOf('=');
      this.jar.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
  }
  get cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  async send(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
    const response = await send(t.app, this.cookie, method, url, payload);
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie.value);
    }
    return response;
  }
}

async function personWithCode(afterMinutes = 5) {
  const person = await signUp(t.app);
  const browser = new Browser(person.cookie);
  const set = await browser.send('PUT', '/api/lock', { pin: '2468', confirmPin: '2468', afterMinutes });
  expect(set.statusCode).toBe(200);
  expect(set.json()).toEqual({ afterMinutes, locked: false });
  return { ...person, browser };
}

const journal = (browser: Browser) => browser.send('GET', '/api/journal/entries');

describe('the lock for a shared phone', () => {
  it('is off by default: nothing is asked', async () => {
    const browser = new Browser((await signUp(t.app)).cookie);
    expect((await browser.send('GET', '/api/lock')).json()).toBeNull();
    expect((await browser.send('GET', '/api/auth/session')).json().lock).toBeNull();
    await browser.send('POST', '/api/lock/lock');
    expect((await journal(browser)).statusCode).toBe(200);
  });

  it('takes four to six digits typed twice the same, and says so in French otherwise', async () => {
    const browser = new Browser((await signUp(t.app)).cookie);
    const short = await browser.send('PUT', '/api/lock', { pin: '12', confirmPin: '12', afterMinutes: 5 });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldErrors.pin).toBe(LOCK_MESSAGES.pinFormat);
    const mismatch = await browser.send('PUT', '/api/lock', { pin: '1234', confirmPin: '1235', afterMinutes: 5 });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fieldErrors.confirmPin).toBe(LOCK_MESSAGES.pinMismatch);
  });

  it('refuses everything to a locked device (423) until the right code, and the data comes back', async () => {
    const { browser } = await personWithCode();
    expect((await journal(browser)).statusCode).toBe(200);
    expect((await browser.send('POST', '/api/lock/lock')).statusCode).toBe(204);

    const refused = await journal(browser);
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toMatchObject({ code: 'lock/locked', message: LOCK_MESSAGES.locked });
    expect((await browser.send('GET', '/api/auth/sessions')).statusCode).toBe(423);
    expect((await browser.send('GET', '/api/auth/session')).json().lock).toEqual({ afterMinutes: 5, locked: true });
    // A locked device cannot change or remove the code either.
    expect((await browser.send('DELETE', '/api/lock')).statusCode).toBe(423);
    expect((await browser.send('PUT', '/api/lock', { pin: '1111', confirmPin: '1111', afterMinutes: 1 })).statusCode).toBe(423);

    const unlocked = await browser.send('POST', '/api/lock/unlock', { pin: '2468' });
    expect(unlocked.statusCode).toBe(200);
    expect((await journal(browser)).statusCode).toBe(200);
    expect((await browser.send('GET', '/api/auth/session')).json().lock).toEqual({ afterMinutes: 5, locked: false });
  });

  it('locks by itself once the person has been away longer than the delay', async () => {
    const { browser } = await personWithCode(1);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect((await journal(browser)).statusCode).toBe(423);
  });

  it('stays unlocked while the app is used: each request within the delay renews it', async () => {
    const { browser } = await personWithCode(1);
    const start = Date.now();
    for (const seconds of [40, 80, 120]) {
      vi.useFakeTimers({ toFake: ['Date'], now: start + seconds * 1000 });
      expect((await browser.send('POST', '/api/lock/alive')).statusCode).toBe(204);
    }
    expect((await journal(browser)).statusCode).toBe(200);
  });

  it('five wrong codes in a row end the session: the password is asked', async () => {
    const { browser, email } = await personWithCode();
    await browser.send('POST', '/api/lock/lock');
    for (const left of [4, 3, 2, 1]) {
      const wrong = await browser.send('POST', '/api/lock/unlock', { pin: '0000' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 'lock/wrong-pin', message: LOCK_MESSAGES.wrongPin(left) });
    }
    const fifth = await browser.send('POST', '/api/lock/unlock', { pin: '0000' });
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toMatchObject({ code: 'lock/too-many', message: LOCK_MESSAGES.tooMany });
    // The session is over: even the right code no longer opens it.
    expect((await browser.send('POST', '/api/lock/unlock', { pin: '2468' })).statusCode).toBe(401);
    expect((await browser.send('GET', '/api/auth/session')).json().user).toBeNull();

    // Signed in again with the password: unlocked at once, five tries again.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const again = new Browser(login.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '));
    expect((await journal(again)).statusCode).toBe(200);
    await again.send('POST', '/api/lock/lock');
    expect((await again.send('POST', '/api/lock/unlock', { pin: '0000' })).json().message).toBe(LOCK_MESSAGES.wrongPin(4));
  });

  it('cannot be forged, nor carried from one session to another', async () => {
    const { browser, email } = await personWithCode();
    await browser.send('POST', '/api/lock/lock');
    const forged = browser.cookie.replace(/renouveau\.unlocked=locked/, `renouveau.unlocked=${Date.now() + 3_600_000}.AAAA`);
    expect((await send(t.app, forged, 'GET', '/api/journal/entries')).statusCode).toBe(423);

    // Another session of the same person, older than the delay, with the first one's unlocked cookie.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password: TEST_PASSWORD },
    });
    await browser.send('POST', '/api/lock/unlock', { pin: '2468' });
    const unlockedValue = /renouveau\.unlocked=([^;]+)/.exec(browser.cookie)?.[1];
    const otherSession = other.cookies.find((cookie) => cookie.name.endsWith('session_token'));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    const carried = `${otherSession?.name}=${otherSession?.value}; renouveau.unlocked=${unlockedValue}`;
    expect((await send(t.app, carried, 'GET', '/api/journal/entries')).statusCode).toBe(423);
  });

  it('can be turned off from an unlocked device', async () => {
    const { browser } = await personWithCode();
    expect((await browser.send('DELETE', '/api/lock')).statusCode).toBe(204);
    await browser.send('POST', '/api/lock/lock');
    expect((await journal(browser)).statusCode).toBe(200);
    expect((await browser.send('GET', '/api/lock')).json()).toBeNull();
  });
});
