import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/messages';
import { createTestApp, send, signUpWithStory, TEST_ORIGIN, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every answer below must be a 4xx JSON error in French: never a 500, never a stack trace. */
function expectCalmError(response: { statusCode: number; body: string; headers: Record<string, unknown> }, status: number) {
  expect(response.statusCode).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/application\/json/);
  const body = JSON.parse(response.body) as { code: string; message: string };
  expect(typeof body.code).toBe('string');
  expect(body.message).toMatch(/[a-zà-ÿ]/i);
  expect(response.body).not.toMatch(/at .*\.ts:\d+|stack|Error:/);
  // French everywhere a person or a client can read it, field errors included (zod speaks English by default).
  expect(response.body).not.toMatch(/Invalid|Unrecognized|expected|received|Too (?:big|small)|Required|must be|Expected/);
  return body;
}

describe('bad input', () => {
  it('answers malformed JSON with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: '{"email": "a@b.fr", "password": ',
    });
    expect(expectCalmError(response, 400)).toEqual({ code: 'invalid-json', message: MESSAGES.invalidJson });
  });

  it('answers an empty JSON body with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: '',
    });
    expectCalmError(response, 400);
  });

  it('answers wrong types with a 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: TEST_ORIGIN },
      payload: { email: 42, password: ['a'], gender: {}, age: '30' },
    });
    expectCalmError(response, 400);
  });

  it('answers a JSON array or string body with a 400', async () => {
    for (const payload of ['[1,2,3]', '"texte"', 'null']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        payload,
      });
      expectCalmError(response, 400);
    }
  });

  it('answers a 2 MB body with a 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.fr', password: 'x'.repeat(2 * 1024 * 1024), gender: 'female', age: 30 }),
    });
    expect(expectCalmError(response, 413)).toEqual({ code: 'payload-too-large', message: MESSAGES.payloadTooLarge });
  });

  it('answers an unknown API route with a 404 in JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/nope', headers: { origin: TEST_ORIGIN } });
      expect(expectCalmError(response, 404)).toEqual({ code: 'not-found', message: MESSAGES.routeNotFound });
    }
  });

  it('refuses a body that is not JSON with a 415', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: TEST_ORIGIN, 'content-type': contentType },
        payload: 'email=a@b.fr&password=secret',
      });
      expectCalmError(response, 415);
    }
  });

  it('refuses a state-changing request from another origin, or with none, with a 403', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, {}]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers,
        payload: { email: 'a@b.fr', password: 'secret12', gender: 'female', age: 30, consent: true },
      });
      expect(expectCalmError(response, 403).code).toBe('forbidden-origin');
    }
  });
});

describe('GET /api/health', () => {
  it('answers 200 once the database is migrated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('every route, malformed input', () => {
  /** What a careless or hostile client sends: wrong types, unknown keys, the wrong shape. */
  const BODIES: unknown[] = [
    { unknownKey: 1 },
    [],
    { content: 42, mood: 'douze', exName: [], text: {}, title: 7, email: 3, password: false, date: 'hier', timeZone: 12, done: 'oui' },
    { content: 'x'.repeat(100_000) },
  ];
  const QUERIES = ['?before=abc&limit=-1', '?unknown=1', '?limit=9999', '?from=demain&to=hier'];

  it('answers every one in French, field errors included, on every route', async () => {
    const { cookie } = await signUpWithStory(t.app);
    const english: string[] = [];
    for (const route of t.app.apiRoutes) {
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', string];
      const url = path.replace(':id', 'pas-un-uuid');
      const attempts = method === 'GET' ? QUERIES.map((query) => send(t.app, cookie, method, url + query)) : BODIES.map((body) => send(t.app, cookie, method, url, body));
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode, `${route}: ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400 && /Invalid|Unrecognized|expected|received|Too (?:big|small)|Required|must be|Expected/.test(response.body)) {
          english.push(`${route} → ${response.body.slice(0, 160)}`);
        }
      }
    }
    expect(english).toEqual([]);
  });
});
