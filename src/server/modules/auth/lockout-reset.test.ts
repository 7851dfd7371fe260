import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLinkOf, startTestSmtp, type TestSmtp } from '#tests/support/smtp-server';
import { createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp, uniqueEmail } from '../../testing/test-app';
import { LOGIN_LIMITS } from './login-limiter';

/**
 * Issue 25, « a stranger keeps the owner out of every new browser for an hour, and a reset does not
 * help », replayed: five wrong passwords for the owner's e-mail from each of 20 addresses. A new
 * browser of the owner is then paused, whatever its address — until the mailbox proves who it is:
 * a reset clears the e-mail's counters and trusts the browser it happened in.
 */
let smtp: TestSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const NEW_PASSWORD = 'un-tout-nouveau-mot-de-passe';
const OWNER_HOME = '198.51.100.7';
const strangerAddress = (i: number) => `203.0.113.${100 + i}`;

function post(url: string, payload: object, ip: string, cookie = '') {
  return t.app.inject({ method: 'POST', url, remoteAddress: ip, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) }, payload });
}
const login = (email: string, password: string, ip: string, cookie = '') => post('/api/auth/login', { email, password }, ip, cookie);
const cookiesOf = (response: LightMyRequestResponse) => response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');

describe('a stranger trying the owner’s password from many addresses', () => {
  // Two hundred real password checks (scrypt): about 10 s on a quiet 2-core machine, 20 s or more on a
  // busy one (a CI run timed out at vitest's 20 s). The ceiling follows the work, not a wait.
  it('pauses new browsers, but the owner gets in through the mailbox, and the stranger stays paused', { timeout: 120_000 }, async () => {
    const email = uniqueEmail('assiegee');
    expect(
      (await post('/api/auth/signup', { email, password: TEST_PASSWORD, gender: 'female', age: 41, consent: true }, OWNER_HOME)).statusCode,
    ).toBe(201);

    // The attack: 5 wrong passwords from each of 20 addresses = the e-mail's 100 an hour.
    const perAddress = LOGIN_LIMITS.perEmailAndIp.failures;
    const addresses = LOGIN_LIMITS.perEmail.failures / perAddress;
    // An address's five tries at once: the password checks (scrypt, on libuv's threads) use both cores.
    for (let a = 0; a < addresses; a++) {
      const tries = await Promise.all(Array.from({ length: perAddress }, (_, i) => login(email, `devine-${a}-${i}`, strangerAddress(a))));
      expect(tries.map((response) => response.statusCode)).toEqual(Array(perAddress).fill(401));
    }

    // A new browser of the owner, on a new address (a phone on 4G), with the right password: paused.
    const phone = '192.0.2.77';
    const paused = await login(email, TEST_PASSWORD, phone);
    expect(paused.statusCode).toBe(429);

    // The mailbox: « Mot de passe oublié ? » from that phone, the link, a new password.
    expect((await post('/api/auth/password/forgot', { email }, phone)).statusCode).toBe(200);
    const token = new URL(resetLinkOf(await smtp.nextMailTo(email))).searchParams.get('token') ?? '';
    const reset = await post('/api/auth/password/reset', { token, newPassword: NEW_PASSWORD }, phone);
    expect(reset.statusCode).toBe(200);
    // The browser the reset happened in is trusted now: it carries a device cookie.
    const phoneCookie = cookiesOf(reset);
    expect(phoneCookie).toMatch(/renouveau\.device=/);
    const signedIn = await login(email, NEW_PASSWORD, phone, phoneCookie);
    expect(signedIn.statusCode).toBe(200);

    // The e-mail's counter was cleared by the proof of the mailbox: another new browser gets in too.
    expect((await login(email, NEW_PASSWORD, '192.0.2.78')).statusCode).toBe(200);

    // The stranger's own addresses stay paused for that e-mail.
    expect((await login(email, 'encore-une-devinette', strangerAddress(0))).statusCode).toBe(429);

    // The stranger starts again from 20 fresh addresses: new browsers wait again, the trusted one does not.
    for (let a = 0; a < addresses; a++) {
      const tries = await Promise.all(Array.from({ length: perAddress }, (_, i) => login(email, `re-${a}-${i}`, strangerAddress(50 + a))));
      expect(tries.map((response) => response.statusCode)).toEqual(Array(perAddress).fill(401));
    }
    expect((await login(email, NEW_PASSWORD, '192.0.2.79')).statusCode).toBe(429);
    expect((await login(email, NEW_PASSWORD, phone, phoneCookie)).statusCode).toBe(200);
  });
});
