import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../../support/server-process';

/**
 * Two app servers on one PostgreSQL, as behind a load balancer: nothing that must be shared lives
 * in one process's memory. Both start together on an empty database (the migration lock), then:
 * a session made on one works on the other; the login limit counts failures made on both; two
 * first opens of the chat at the same time, one on each, make one first message.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? '';
const ORIGIN = 'http://localhost:3000';
const SECRET = 'two-servers-secret-two-servers-secret-000';
const database = `renouveau_two_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const servers: ServerProcess[] = [];

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

const startServer = (databaseUrl: string) => startServerProcess({ DATABASE_URL: databaseUrl, AUTH_SECRET: SECRET, PUBLIC_URL: ORIGIN });

function bothServers() {
  const [a, b] = servers;
  if (!a || !b) throw new Error('the two servers did not start');
  return [a, b] as const;
}

const post = (url: string, path: string, body: unknown, cookie = '') =>
  fetch(`${url}${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe.skipIf(!adminUrl)('two app servers on one PostgreSQL', () => {
  beforeAll(async () => {
    await admin(`create database ${database}`);
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    // Started together on an empty database: one migrates, the other waits on the advisory lock.
    servers.push(...(await Promise.all([startServer(url.toString()), startServer(url.toString())])));
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await admin(`drop database if exists ${database} with (force)`);
  });

  it('a session made on one server works on the other', async () => {
    const [a, b] = bothServers();
    const email = `deux-${randomUUID()}@exemple.fr`;
    const signup = await post(a.url, '/api/auth/signup', {
      email,
      password: 'un-mot-de-passe-solide',
      gender: 'other',
      age: 30,
      consent: true,
    });
    expect(signup.status).toBe(201);
    const cookie = signup.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const session = await fetch(`${b.url}/api/auth/session`, { headers: { cookie } });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);
    // And signing out on B ends it on A.
    expect((await post(b.url, '/api/auth/logout', undefined, cookie)).status).toBe(204);
    const after = await fetch(`${a.url}/api/auth/session`, { headers: { cookie } });
    expect(((await after.json()) as { user: unknown }).user).toBeNull();
  });

  it('the login limit counts failures made on both servers', async () => {
    const [a, b] = bothServers();
    const email = `limite-${randomUUID()}@exemple.fr`;
    await post(a.url, '/api/auth/signup', { email, password: 'un-mot-de-passe-solide', gender: 'other', age: 30, consent: true });
    for (const server of [a, b, a, b, a]) {
      expect((await post(server.url, '/api/auth/login', { email, password: 'pas-le-bon' })).status).toBe(401);
    }
    expect((await post(b.url, '/api/auth/login', { email, password: 'un-mot-de-passe-solide' })).status).toBe(429);
  });

  it('two first opens of the chat at once, one on each server, make one first message', async () => {
    const [a, b] = bothServers();
    const signup = await post(a.url, '/api/auth/signup', {
      email: `ouverture-${randomUUID()}@exemple.fr`,
      password: 'un-mot-de-passe-solide',
      gender: 'other',
      age: 30,
      consent: true,
    });
    const cookie = signup.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const [first, second] = await Promise.all([
      post(a.url, '/api/chat/open', undefined, cookie),
      post(b.url, '/api/chat/open', undefined, cookie),
    ]);
    const pages = (await Promise.all([first.json(), second.json()])) as { messages: { id: string }[] }[];
    expect(pages[0]?.messages).toHaveLength(1);
    expect(pages[1]?.messages).toHaveLength(1);
    expect(pages[0]?.messages[0]?.id).toBe(pages[1]?.messages[0]?.id);
    const page = (await (await fetch(`${b.url}/api/chat/messages`, { headers: { cookie } })).json()) as { messages: unknown[] };
    expect(page.messages).toHaveLength(1);
  });
});

if (!adminUrl)
  console.log('two-servers test skipped: TEST_DATABASE_URL is not set (npm run test:pg with scripts/with-postgres.sh sets it).');
