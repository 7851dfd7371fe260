/**
 * The session check of every signed-in request (issue 17): one indexed join for a valid session,
 * better-auth's full path for everything else — with the same answers as before.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, send, signUp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The SQL of every query the app sends while `action` runs (PGlite or node-postgres alike). */
async function queriesDuring(action: () => Promise<unknown>): Promise<string[]> {
  const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await action();
    return spy.mock.calls.map(([query]) => (typeof query === 'string' ? query : String((query as { text?: string }).text)));
  } finally {
    spy.mockRestore();
  }
}

const journal = (cookie: string) => send(t.app, cookie, 'GET', '/api/journal/entries');
const sessionCookie = (response: { cookies: { name: string; value: string }[] }) =>
  response.cookies.find((cookie) => cookie.name.endsWith('session_token'));

describe('the session of a signed-in request', () => {
  it('is read with one query, the page with one more', async () => {
    const person = await signUp(t.app);
    const queries = await queriesDuring(async () => expect((await journal(person.cookie)).statusCode).toBe(200));
    const sessionQueries = queries.filter((query) => /"sessions"|"users"/.test(query));
    expect(sessionQueries).toHaveLength(1);
    expect(sessionQueries[0]).toMatch(/inner join "users"/);
    expect(queries).toHaveLength(2);
  });

  it('is extended once a day, with a new cookie, as better-auth does', async () => {
    const person = await signUp(t.app);
    // Opened 2 days ago: 28 days left of 30, past the one-day update age.
    await t.database.db.execute(sql`update sessions set expires_at = now() + interval '28 days' where user_id = ${person.userId}`);
    const response = await journal(person.cookie);
    expect(response.statusCode).toBe(200);
    expect(sessionCookie(response)?.value).toBeTruthy();
    const { rows } = (await t.database.db.execute(
      sql`select extract(epoch from expires_at - now()) / 86400 as days from sessions where user_id = ${person.userId}`,
    )) as unknown as { rows: { days: number | string }[] };
    expect(Number(rows[0]?.days)).toBeGreaterThan(29.9);
    // Fresh again: the next request takes the one-query path and sets no cookie.
    expect(sessionCookie(await journal(person.cookie))).toBeUndefined();
  });

  it('records when it was last used (« Utilisée il y a 5 minutes »), at most once a minute', async () => {
    const person = await signUp(t.app);
    const lastUsed = async () => {
      const { rows } = (await t.database.db.execute(
        sql`select extract(epoch from now() - updated_at) as seconds from sessions where user_id = ${person.userId}`,
      )) as unknown as { rows: { seconds: number | string }[] };
      return Number(rows[0]?.seconds);
    };
    // Last used two hours ago, and not due for its daily extension (the one-query path).
    await t.database.db.execute(sql`update sessions set updated_at = now() - interval '2 hours' where user_id = ${person.userId}`);
    expect((await journal(person.cookie)).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await lastUsed()).toBeLessThan(60));
    const listed = (await send(t.app, person.cookie, 'GET', '/api/auth/sessions')).json<{ sessions: { lastActiveAt: string }[] }>();
    expect(Date.now() - Date.parse(listed.sessions[0]?.lastActiveAt ?? '')).toBeLessThan(60_000);
    // Used again within the minute: no write, the session is read with its one query.
    const queries = await queriesDuring(async () => expect((await journal(person.cookie)).statusCode).toBe(200));
    expect(queries.filter((query) => /^update/i.test(query.trim()))).toEqual([]);
  });

  it('is refused once expired, and the expired session is deleted', async () => {
    const person = await signUp(t.app);
    await t.database.db.execute(sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${person.userId}`);
    expect((await journal(person.cookie)).statusCode).toBe(401);
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from sessions where user_id = ${person.userId}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(0);
  });

  it('is refused on the next request once ended elsewhere', async () => {
    const person = await signUp(t.app);
    expect((await journal(person.cookie)).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from sessions where user_id = ${person.userId}`);
    expect((await journal(person.cookie)).statusCode).toBe(401);
  });

  it('is refused when the cookie’s signature is not ours', async () => {
    const person = await signUp(t.app);
    // token.signature: change the signature's first character (its last one partly holds padding bits).
    const forged = person.cookie.replace(
      /(session_token=[^.;]*\.)(.)/,
      (_, head: string, first: string) => `${head}${first === 'A' ? 'B' : 'A'}`,
    );
    expect(forged).not.toBe(person.cookie);
    expect((await journal(forged)).statusCode).toBe(401);
    // The token alone, without its signature, is refused too.
    const unsigned = person.cookie.replace(/(session_token=[^.;%]*)[^;]*/, '$1');
    expect((await journal(unsigned)).statusCode).toBe(401);
  });
});
