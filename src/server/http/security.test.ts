import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { OfflineCompanion } from '../ai/offline-companion';
import { buildApp } from '../app';
import { loadEnv } from '../env';
import {
  cookieOf,
  createTestApp,
  openTestDatabase,
  send,
  signUpWithStory,
  TEST_ORIGIN,
  uniqueEmail,
  useAppWithFakeAi,
  whileInsertsFail,
} from '../testing/test-app';
import { localDateIn } from '#shared/time-zone';

const ai = useAppWithFakeAi();

describe('security headers', () => {
  it('every response carries a strict CSP, nosniff and a referrer policy; API answers are not cached', async () => {
    for (const url of ['/api/health', '/api/nope', '/']) {
      const response = await ai.t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // No HSTS over plain http.
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    expect((await ai.t.app.inject({ method: 'GET', url: '/api/health' })).headers['cache-control']).toBe('no-store');
  });

  it('adds HSTS when served over https', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://renouveau.example' } });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(String(response.headers['strict-transport-security'])).toContain('max-age=31536000');
    } finally {
      await secure.close();
    }
  });
});

/** The powerful browser features Renouveau never uses: a page of ours (or an injected script) cannot ask for them. */
const DENIED_FEATURES = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture'];

/** The app with a built client in a temporary folder: an index.html, a hashed asset and a public file. */
async function appWithClient(run: (app: FastifyInstance) => Promise<void>) {
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html lang="fr"><title>Renouveau</title></html>');
  fs.writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log("renouveau");');
  fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const database = await openTestDatabase();
  const app = await buildApp({
    env: loadEnv({ PUBLIC_URL: TEST_ORIGIN }),
    db: database.db,
    ai: new OfflineCompanion({ delayMs: 0 }),
    authSecret: 'test-secret-test-secret-test-secret-0123456789',
    encryptionKey: 'test-encryption-key-test-encryption-key-0123',
    clientDir,
    logger: pino({ level: 'silent' }),
  });
  try {
    await run(app);
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  }
}

/** HEAD gives GET's status and headers, and no body. */
async function expectHeadLikeGet(app: FastifyInstance, url: string, cookie = '') {
  const get = await app.inject({ method: 'GET', url, headers: { cookie } });
  const head = await app.inject({ method: 'HEAD', url, headers: { cookie } });
  expect(head.statusCode, `HEAD ${url}`).toBe(get.statusCode);
  expect(head.body, `HEAD ${url}`).toBe('');
  for (const header of ['content-type', 'cache-control', 'content-disposition', 'content-security-policy', 'permissions-policy']) {
    expect(head.headers[header], `HEAD ${url}: ${header}`).toEqual(get.headers[header]);
  }
  return get;
}

describe('permissions and framing (issue 12)', () => {
  it('every response denies the browser features the app never uses, and says « no framing » once, in the CSP', async () => {
    await appWithClient(async (app) => {
      for (const url of ['/api/health', '/api/nope', '/', '/journal', '/assets/index-abc123.js', '/favicon.svg']) {
        const response = await app.inject({ method: 'GET', url });
        const policy = String(response.headers['permissions-policy']);
        for (const feature of DENIED_FEATURES) expect(policy, `${url}: ${feature}`).toContain(`${feature}=()`);
        // frame-ancestors 'none' says it already, and wins over X-Frame-Options in every current browser.
        expect(String(response.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
        expect(response.headers['x-frame-options'], url).toBeUndefined();
      }
    });
  });
});

describe('HEAD (issue 12)', () => {
  it('answers like GET, without a body, on every GET route of the API, signed in or out', async () => {
    const { cookie } = await signUpWithStory(ai.t.app);
    const urls = ai.t.app.apiRoutes
      .filter((route) => route.startsWith('GET '))
      .map((route) => route.slice(4))
      .map((url) => (url === '/api/journal/range' ? `${url}?from=2026-01-01&to=2026-01-31` : url));
    expect(urls.length).toBeGreaterThan(8);
    for (const url of urls) {
      expect((await expectHeadLikeGet(ai.t.app, url, cookie)).statusCode, url).toBe(200);
      await expectHeadLikeGet(ai.t.app, url);
    }
    await expectHeadLikeGet(ai.t.app, '/api/nope');
    await expectHeadLikeGet(ai.t.app, '/api/journal/range?from=demain');
  });

  it('answers like GET on the built client: pages, index.html, hashed assets and public files', async () => {
    await appWithClient(async (app) => {
      for (const url of ['/', '/journal', '/une-page-qui-n-existe-pas', '/assets/index-abc123.js', '/favicon.svg']) {
        expect((await expectHeadLikeGet(app, url)).statusCode, url).toBe(200);
      }
      // A missing file stays a 404, for HEAD as for GET.
      expect((await expectHeadLikeGet(app, '/assets/old-chunk.js')).statusCode).toBe(404);
    });
  });
});

describe('cross-site requests', () => {
  it('refuses a cross-site form post, even with a valid session cookie', async () => {
    const signup = await ai.t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: TEST_ORIGIN },
      payload: { email: uniqueEmail(), password: 'un-mot-de-passe-solide', gender: 'other', age: 30, consent: true },
    });
    const cookie = cookieOf(signup);
    // What an attacker's page would send: a form, from its own origin, with the cookie attached.
    for (const headers of [
      { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
      { origin: 'https://evil.example', 'content-type': 'text/plain' },
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      { origin: 'null', 'content-type': 'application/json' },
    ]) {
      const response = await ai.t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { ...headers, cookie },
        payload: headers['content-type'] === 'application/json' ? '{"content":"forgé"}' : 'content=forgé',
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
    // From our own origin but not JSON: refused too.
    const notJson = await ai.t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'content=forgé',
    });
    expect(notJson.statusCode).toBe(415);
  });
});

describe('logs', () => {
  it('never hold passwords, cookies, tokens, or story, journal, chat, feedback, goal or matrix text', async () => {
    const CANARY = 'CANARI-4f9c2e';
    const password = `mdp-${CANARY}`;
    const email = uniqueEmail('canari');
    const signup = await ai.t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password, gender: 'female', age: 30, consent: true },
    });
    const cookie = cookieOf(signup);
    const today = localDateIn('Europe/Paris');
    await send(ai.t.app, cookie, 'POST', '/api/story', { exName: `Ex${CANARY}`, content: `Histoire ${CANARY}` });
    await send(ai.t.app, cookie, 'POST', '/api/chat/messages', { content: `Chat ${CANARY}` });
    await send(ai.t.app, cookie, 'POST', '/api/chat/messages', { content: `Chat qui échoue ${CANARY} [[fail500]]` });
    await send(ai.t.app, cookie, 'POST', '/api/journal/entries', {
      mood: 2,
      content: `Journal ${CANARY} je veux en finir`,
      date: today,
      timeZone: 'Europe/Paris',
    });
    await send(ai.t.app, cookie, 'POST', '/api/feedback', { content: `Avis ${CANARY}` });
    await send(ai.t.app, cookie, 'POST', '/api/progress/goals', { content: `Objectif ${CANARY}` });
    await send(ai.t.app, cookie, 'POST', '/api/matrix/items', { type: 'likes', content: `Item ${CANARY}` });
    await send(ai.t.app, cookie, 'POST', '/api/journal/question', { current: `Question ${CANARY}` });
    await send(ai.t.app, cookie, 'POST', '/api/matrix/suggestions');
    await ai.t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password: `faux-${CANARY}` },
    });
    await ai.t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password, gender: 'female', age: 30, consent: true },
    });
    // An unexpected error whose message holds the person's text (a database error quoting it).
    const failing = await whileInsertsFail(
      ai.t.database,
      'feedback',
      () => send(ai.t.app, cookie, 'POST', '/api/feedback', { content: `Avis en erreur ${CANARY}` }),
      'content',
    );
    expect(failing.statusCode).toBe(500);
    expect(failing.body).not.toContain(CANARY);

    const logs = ai.t.logs.join('\n');
    expect(logs.length).toBeGreaterThan(1000); // the flows above were logged…
    expect(logs).toContain('"route":"/api/chat/messages"'); // …one line per request, with its route…
    expect(logs).toMatch(/"reqId":"[0-9a-f-]{36}"/); // …and its request id
    expect(logs).toContain('unexpected error');
    expect(logs).not.toContain(CANARY); // …but nothing anyone wrote
    expect(logs).not.toContain(email);
    const sessionToken = cookie.split('=')[1]?.split('.')[0] ?? 'missing';
    expect(logs).not.toContain(sessionToken);
    expect(logs.toLowerCase()).not.toContain('cookie');
  });
});
