import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ERRORS, waitPhrase } from '#shared/messages';
import { loadEnv } from '#server/env';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp, uniqueEmail } from '#server/testing/test-app';
import { addressKey } from './login-limiter';

/**
 * Issue 12, points 2 and 3: a stranger who knows an email cannot lock its owner out, and sign-ups
 * from one address are bounded. Every request names its address (inject's `remoteAddress`), as
 * the café, the office and the attacker's machine of the issue each have their own.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DEVICE_COOKIE = 'renouveau.device';
const OWNER_HOME = '198.51.100.1';
const CAFE = '203.0.113.50';

let addressCounter = 0;
/** An address no other test uses. */
const freshAddress = () => {
  addressCounter += 1;
  return `192.0.2.${addressCounter}`;
};

function signUpFrom(app: TestApp['app'], ip: string, email = uniqueEmail()) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: ip,
    headers: { origin: TEST_ORIGIN },
    payload: { email, password: TEST_PASSWORD, gender: 'female', age: 30, consent: true },
  });
}

function login(email: string, password: string, options: { ip: string; cookie?: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: options.ip,
    headers: { origin: TEST_ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
    payload: { email, password },
  });
}

/** The browser's device cookie, as it will send it back ('' when none was set). */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.endsWith(DEVICE_COOKIE));
  return cookie ? `${cookie.name}=${cookie.value}` : '';
}

/** An owner who signed up at home: their email, and the device cookie their browser keeps. */
async function owner() {
  const email = uniqueEmail('proprietaire');
  const response = await signUpFrom(t.app, OWNER_HOME, email);
  expect(response.statusCode).toBe(201);
  return { email, device: deviceCookieOf(response) };
}

async function strangerFails(email: string, ip: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const response = await login(email, `devine-${i}`, { ip });
    expect(response.statusCode).toBe(401);
  }
}

describe('device cookie', () => {
  it('is set on sign-up and sign-in: signed, HttpOnly, SameSite=Lax, long-lived, not Secure over http', async () => {
    const { email, device } = await owner();
    expect(device).toMatch(/^renouveau\.device=[\w.~-]{40,}$/);
    const signedIn = await login(email, TEST_PASSWORD, { ip: OWNER_HOME });
    expect(signedIn.statusCode).toBe(200);
    const line = [signedIn.headers['set-cookie']].flat().find((value) => String(value).startsWith(`${DEVICE_COOKIE}=`));
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).not.toMatch(/Secure/i);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(String(line))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(180 * 24 * 60 * 60);
    // It names no email and no id in clear.
    expect(decodeURIComponent(String(line))).not.toContain(email);
    expect(decodeURIComponent(String(line))).not.toContain(signedIn.json().user.id);
  });
});

describe('no lock-out by strangers (issue 12, point 2)', () => {
  it('five wrong passwords from a stranger’s address do not lock the owner out elsewhere', async () => {
    const { email } = await owner();
    await strangerFails(email, freshAddress(), 5);
    // The owner, from home, in a browser that never signed in before: in at once.
    expect((await login(email, TEST_PASSWORD, { ip: freshAddress() })).statusCode).toBe(200);
  });

  it('from the same café, the owner’s browser that signed in before gets through; a new browser is told how long to wait', async () => {
    const { email, device } = await owner();
    // Twenty-five wrong passwords: enough to pause both the (email, café) pair and the whole café.
    await strangerFails(email, CAFE, 5);
    for (let i = 0; i < 20; i += 1) await login(uniqueEmail('autre'), 'pas-le-bon', { ip: CAFE });

    const newBrowser = await login(email, TEST_PASSWORD, { ip: CAFE });
    expect(newBrowser.statusCode).toBe(429);
    expect(newBrowser.json().code).toBe('auth/too-many-requests');
    // SPEC's sentence, then the wait.
    expect(newBrowser.json().message).toBe(`${LOGIN_ERRORS['auth/too-many-requests']} Prochain essai possible dans 10 minutes.`);
    expect(Number(newBrowser.headers['retry-after'])).toBeGreaterThan(500);

    const ownersBrowser = await login(email, TEST_PASSWORD, { ip: CAFE, cookie: device });
    expect(ownersBrowser.statusCode).toBe(200);
  });

  it('a device cookie of another account, or a forged one, does not get through', async () => {
    const victim = await owner();
    const attacker = await owner();
    const ip = freshAddress();
    await strangerFails(victim.email, ip, 5);
    expect((await login(victim.email, TEST_PASSWORD, { ip, cookie: attacker.device })).statusCode).toBe(429);
    const forged = victim.device.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect((await login(victim.email, TEST_PASSWORD, { ip, cookie: forged })).statusCode).toBe(429);
  });

  it('a trusted browser has its own small counter: five wrong passwords pause it, and nobody else', async () => {
    const { email, device } = await owner();
    const ip = freshAddress();
    for (let i = 0; i < 5; i += 1) expect((await login(email, `oubli-${i}`, { ip, cookie: device })).statusCode).toBe(401);
    const paused = await login(email, TEST_PASSWORD, { ip, cookie: device });
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toMatch(/Prochain essai possible dans \d+ minutes?\.$/);
    // The same address, another browser: its own counters are untouched.
    expect((await login(email, TEST_PASSWORD, { ip })).statusCode).toBe(200);
  });

  it('twenty failures from one address pause new browsers there, not a person who signed in there before', async () => {
    const ip = freshAddress();
    const regular = await owner();
    for (let i = 0; i < 20; i += 1) expect((await login(uniqueEmail('pulve'), 'pas-le-bon', { ip })).statusCode).toBe(401);
    expect((await login(uniqueEmail('pulve'), 'pas-le-bon', { ip })).statusCode).toBe(429);
    expect((await login(regular.email, TEST_PASSWORD, { ip, cookie: regular.device })).statusCode).toBe(200);
    // Another address is not affected.
    expect((await login(uniqueEmail('pulve'), 'pas-le-bon', { ip: freshAddress() })).statusCode).toBe(401);
  });

  it('counts an IPv6 network (/64) as one address, so changing the last bits does not reset the count', async () => {
    const { email } = await owner();
    for (let i = 1; i <= 5; i += 1)
      expect((await login(email, 'pas-le-bon', { ip: `2001:db8:12:34::${i.toString(16)}` })).statusCode).toBe(401);
    expect((await login(email, TEST_PASSWORD, { ip: '2001:db8:12:34:ffff::99' })).statusCode).toBe(429);
    expect((await login(email, TEST_PASSWORD, { ip: '2001:db8:12:35::1' })).statusCode).toBe(200);
  });

  it(
    'a hundred failures an hour on one email from many addresses pause new browsers for it; the owner’s browser still gets in',
    { timeout: 180_000 },
    async () => {
      const { email, device } = await owner();
      for (let i = 0; i < 25; i += 1) await strangerFails(email, `100.64.${i}.1`, 4);
      const fromNewPlace = await login(email, TEST_PASSWORD, { ip: freshAddress() });
      expect(fromNewPlace.statusCode).toBe(429);
      expect(fromNewPlace.json().message).toMatch(/Prochain essai possible dans (\d+ minutes?|1 heure)\.$/);
      expect((await login(email, TEST_PASSWORD, { ip: freshAddress(), cookie: device })).statusCode).toBe(200);
    },
  );

  it('a successful sign-in clears that browser’s failures', async () => {
    const { email } = await owner();
    const ip = freshAddress();
    await strangerFails(email, ip, 4);
    expect((await login(email, TEST_PASSWORD, { ip })).statusCode).toBe(200);
    await strangerFails(email, ip, 4);
    expect((await login(email, TEST_PASSWORD, { ip })).statusCode).toBe(200);
  });
});

describe('sign-ups per address (issue 12, point 3)', () => {
  it(`allows ${loadEnv({}).SIGNUP_LIMIT_PER_HOUR} sign-ups an hour from one address by default, then answers a French 429 with the wait`, async () => {
    // The default, as a real server has it (the test app raises it for the other tests).
    const limit = loadEnv({}).SIGNUP_LIMIT_PER_HOUR;
    expect(limit).toBe(5);
    const app = await createTestApp({ env: { SIGNUP_LIMIT_PER_HOUR: String(limit) }, database: t.database });
    try {
      const ip = '203.0.113.200';
      // A typo (400) is not a sign-up and does not count; an email already in use (409) does, since
      // it tells whether an account exists.
      const typo = await app.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: ip,
        headers: { origin: TEST_ORIGIN },
        payload: { email: uniqueEmail(), password: 'abc', gender: 'female', age: 30, consent: true },
      });
      expect(typo.statusCode).toBe(400);
      const first = uniqueEmail('famille');
      expect((await signUpFrom(app.app, ip, first)).statusCode).toBe(201);
      expect((await signUpFrom(app.app, ip, first)).statusCode).toBe(409);
      for (let i = 2; i < limit; i += 1) expect((await signUpFrom(app.app, ip)).statusCode).toBe(201);

      const refused = await signUpFrom(app.app, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        code: 'auth/too-many-requests',
        message: 'Beaucoup de comptes ont été créés depuis ce réseau. Réessaie dans 60 minutes.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      expect(refused.headers['set-cookie']).toBeUndefined();
      // An email already in use is not revealed once the limit is reached.
      expect((await signUpFrom(app.app, ip, first)).statusCode).toBe(429);
      // Another address is not affected.
      expect((await signUpFrom(app.app, '203.0.113.201')).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });

  it('SIGNUP_LIMIT_PER_HOUR sets the limit', async () => {
    const app = await createTestApp({ env: { SIGNUP_LIMIT_PER_HOUR: '2' }, database: t.database });
    try {
      const ip = '203.0.113.210';
      expect((await signUpFrom(app.app, ip)).statusCode).toBe(201);
      expect((await signUpFrom(app.app, ip)).statusCode).toBe(201);
      expect((await signUpFrom(app.app, ip)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('waits said in French', () => {
  it.each([
    [1, 'dans 1 minute'],
    [60, 'dans 1 minute'],
    [61, 'dans 2 minutes'],
    [600, 'dans 10 minutes'],
    [3600, 'dans 60 minutes'],
    [3601, 'dans 2 heures'],
  ])('%i s → « %s »', (seconds, words) => {
    expect(waitPhrase(seconds)).toBe(words);
  });
});

describe('addresses as the limits count them', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:12:34::1', '2001:db8:12:34::/64'],
    ['2001:0db8:0012:0034:ffff:1:2:3', '2001:db8:12:34::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s → %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
