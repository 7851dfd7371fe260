import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNKNOWN_ID_MESSAGE } from '#shared/fields';
import { MESSAGES } from '#shared/messages';
import { createTestApp, signUp, TEST_ORIGIN, type TestApp } from '../testing/test-app';

/**
 * Issue 25: three answers came from Fastify or Node themselves, in English, before any route or
 * error handler of the app could run — and one of them echoed the path back. They happen before
 * inject() can reach them (Node's HTTP parser, Fastify's router), so these tests talk HTTP to a
 * listening server, byte for byte.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

interface RawAnswer {
  status: number;
  headers: string;
  body: string;
}

/**
 * Sends `request` as it is on a fresh connection and reads the whole answer, until the server closes
 * (every request here says `Connection: close`, and the parser's own answers close too). The socket
 * is not half-closed after writing: a server that sees the client's end before its answer is ready
 * (a health check waiting on PostgreSQL) drops the answer — which made this test fail now and then.
 */
function raw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), headers: head, body });
    });
  });
}

const get = (path: string, method = 'GET', headers = '') =>
  raw(`${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Connection: close\r\n\r\n`);

/** The app's error shape (`{ code, message, fieldErrors? }`), in French, with nothing of what was sent echoed back. */
function expectFrenchError(answer: RawAnswer, status: number, expected: Record<string, unknown>, echoed: string) {
  expect(answer.status, answer.body).toBe(status);
  expect(answer.headers).toMatch(/content-type: application\/json/i);
  expect(JSON.parse(answer.body)).toEqual(expected);
  expect(answer.body).not.toContain(echoed);
}

const errorLogs = () => t.logs.filter((line) => (JSON.parse(line) as { level: number }).level >= 50);

describe('what Fastify and Node answered themselves, now in French', () => {
  it('an :id over 100 characters is an unknown id in French, not a 414 that echoes the path', async () => {
    const longId = 'x'.repeat(200);
    const unknownId = { code: 'validation', message: UNKNOWN_ID_MESSAGE, fieldErrors: { id: UNKNOWN_ID_MESSAGE } };
    const { cookie } = await signUp(t.app);
    // A short wrong id, as the route itself answers it: the long one must answer the same.
    const short = await t.app.inject({
      method: 'DELETE',
      url: '/api/progress/goals/pas-un-uuid',
      headers: { origin: TEST_ORIGIN, cookie },
    });
    expect(short.json()).toEqual(unknownId);
    for (const [method, path] of [
      ['DELETE', `/api/progress/goals/${longId}`],
      ['PATCH', `/api/journal/entries/${longId}`],
      ['PUT', `/api/matrix/sections/${longId}`],
    ] as const) {
      expectFrenchError(await get(path, method, `Origin: ${TEST_ORIGIN}\r\nCookie: ${cookie}\r\n`), 400, unknownId, longId);
    }
  });

  it('a path that cannot be decoded (GET /api/%) is a bad request in French, not Fastify’s English 400', async () => {
    for (const path of ['/api/%', '/api/journal/entries/%E0%A4%A', '/%']) {
      expectFrenchError(await get(path), 400, { code: 'bad-request', message: MESSAGES.badRequest }, path);
    }
  });

  it('a 20 KB query string is a 431 in French from the HTTP parser, not Node’s English one', async () => {
    const query = 'q'.repeat(20_000);
    expectFrenchError(
      await get(`/api/health?x=${query}`),
      431,
      { code: 'headers-too-large', message: MESSAGES.headersTooLarge },
      query.slice(0, 100),
    );
  });

  it('a request the HTTP parser cannot read at all is a 400 in French', async () => {
    expectFrenchError(await raw('PAS DU TOUT HTTP\r\n\r\n'), 400, { code: 'bad-request', message: MESSAGES.badRequest }, 'PAS DU TOUT');
  });

  it('keeps serving afterwards, and logs none of it as an error', async () => {
    const health = await get('/api/health');
    expect(health.status).toBe(200);
    expect(errorLogs()).toEqual([]);
  });
});
