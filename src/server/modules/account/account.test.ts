import { eq, sql } from 'drizzle-orm';
import { isTable } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PLAN } from '#shared/safety-plan';
import * as schema from '#server/db/schema';
import { cookieOf, createTestApp, send, signUpWithStory, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '#server/testing/test-app';
import { describeTable, NOT_PERSONAL_TABLES, USER_DATA_TABLES } from './account.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });

/** A person who used everything: story, chat, journal, goals, matrix, feedback, safety plan, memory. */
async function fullUser(canary: string) {
  const person = await signUpWithStory(t.app, { exName: 'Alex', content: `Mon histoire ${canary}` });
  const calls: [string, string, object?][] = [
    ['POST', '/api/chat/messages', { content: `Message ${canary}` }],
    ['POST', '/api/journal/entries', { mood: 6, content: `Journal ${canary}`, date: today(), timeZone: 'Europe/Paris' }],
    ['POST', '/api/progress/goals', { content: `Objectif ${canary}` }],
    ['POST', '/api/matrix/sections', { title: `Section ${canary}`, description: 'd' }],
    ['POST', '/api/matrix/items', { type: 'likes', content: `Item ${canary}` }],
    ['POST', '/api/feedback', { content: `Avis ${canary}` }],
    ['PUT', '/api/safety-plan', { ...DEFAULT_SAFETY_PLAN, warningSigns: `Signes ${canary}` }],
    ['POST', '/api/memory/facts', { text: `Souvenir ${canary}` }],
    ['PUT', '/api/memory/settings', { enabled: true }],
    ['POST', '/api/no-contact/letters', { content: `Lettre ${canary}` }],
    ['POST', '/api/no-contact/reasons', { content: `Raison ${canary}` }],
    ['POST', '/api/no-contact/slips', { timeZone: 'Europe/Paris', note: `Craquage ${canary}` }],
  ];
  for (const [method, url, body] of calls) {
    const response = await send(t.app, person.cookie, method as 'POST' | 'PUT', url, body);
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  }
  return person;
}

describe('table coverage', () => {
  it('every table of the schema is either exported and deleted with the person, or known to hold nothing personal', () => {
    const tables = Object.values(schema).filter((value) => isTable(value)) as PgTable[];
    const covered = new Set(USER_DATA_TABLES.map((entry) => entry.name));
    for (const table of tables) {
      const { name, columns } = describeTable(table);
      if (covered.has(name)) continue;
      expect(NOT_PERSONAL_TABLES, `table ${name} is neither exported/deleted nor declared non-personal`).toHaveProperty(name);
      expect(columns, `${name} has a user_id column, so it holds personal data`).not.toContain('user_id');
    }
    // And the list names only real tables.
    const names = tables.map((table) => describeTable(table).name);
    for (const name of [...covered, ...Object.keys(NOT_PERSONAL_TABLES)]) expect(names).toContain(name);
  });
});

describe('GET /api/account/export', () => {
  it('holds every row of every table that belongs to the person, and no secret', async () => {
    const person = await fullUser('EXPORT-CANARY');
    const other = await fullUser('OTHER-PERSON');
    const response = await send(t.app, person.cookie, 'GET', '/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('mes-donnees-renouveau.json');
    const data = response.json();
    for (const { name, by } of USER_DATA_TABLES) {
      expect(data.tables, name).toHaveProperty(name);
      if (by === 'id' && name !== 'once_claims') expect(data.tables[name].length, name).toBeGreaterThan(0);
    }
    for (const table of [
      'stories',
      'messages',
      'journal_entries',
      'goals',
      'matrix_sections',
      'matrix_items',
      'feedback',
      'safety_plans',
      'memory_facts',
    ]) {
      expect(JSON.stringify(data.tables[table])).toContain('EXPORT-CANARY');
    }
    expect(response.body).not.toContain('OTHER-PERSON');
    expect(response.body).not.toContain(other.userId);
    expect(response.body).not.toMatch(/\$argon2id/);
    expect(data.tables.accounts[0].password).toBe('[non exporté]');
    expect(data.tables.sessions[0].token).toBe('[non exporté]');
  });

  it('holds no counter shared by everyone, which would tell how active other people are (issue 12, point 7)', async () => {
    const person = await fullUser('SEQ-CANARY');
    const data = (await send(t.app, person.cookie, 'GET', '/api/account/export')).json();
    for (const [name, rows] of Object.entries(data.tables as Record<string, Record<string, unknown>[]>)) {
      for (const row of rows) expect(Object.keys(row), name).not.toContain('seq');
    }
  });
});

describe('POST /api/account/delete', () => {
  it('refuses a wrong password and deletes nothing', async () => {
    const person = await fullUser('KEEP');
    const response = await send(t.app, person.cookie, 'POST', '/api/account/delete', { password: 'pas-le-bon' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Mot de passe incorrect.');
    expect(await t.database.db.select().from(schema.users).where(eq(schema.users.id, person.userId))).toHaveLength(1);
  });

  it('deletes every row of the person in every table, ends every session and clears the cookie', async () => {
    const person = await fullUser('DELETE-CANARY');
    const survivor = await fullUser('SURVIVOR');
    // A second session on another device.
    const otherDevice = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: TEST_ORIGIN },
      payload: { email: person.email, password: TEST_PASSWORD },
    });
    const otherCookie = cookieOf(otherDevice);

    const response = await send(t.app, person.cookie, 'POST', '/api/account/delete', { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/renouveau\.session_token=; Max-Age=0/);

    for (const { name, table, owner, by } of USER_DATA_TABLES) {
      const rows = await t.database.db
        .select()
        .from(table)
        .where(eq(owner, by === 'id' ? person.userId : person.email));
      expect(rows, name).toHaveLength(0);
    }
    // Nothing of the person is left anywhere, in any column of any table.
    const dump = await t.database.db.execute(sql`
      select string_agg(t::text, ' ') as everything from (
        select row_to_json(m)::text as t from messages m union all select row_to_json(j)::text from journal_entries j
        union all select row_to_json(s)::text from stories s union all select row_to_json(f)::text from feedback f
        union all select row_to_json(g)::text from goals g union all select row_to_json(i)::text from matrix_items i
        union all select row_to_json(u)::text from users u union all select row_to_json(se)::text from sessions se
        union all select row_to_json(sp)::text from safety_plans sp
      ) rows`);
    const everything = String(((dump as unknown as { rows: { everything: string | null }[] }).rows[0] ?? {}).everything);
    expect(everything).not.toContain('DELETE-CANARY');
    expect(everything).not.toContain(person.userId);
    expect(everything).toContain('SURVIVOR');

    for (const cookie of [person.cookie, otherCookie]) {
      const session = await send(t.app, cookie, 'GET', '/api/auth/session');
      expect(session.json().user).toBeNull();
    }
    // The survivor still has everything.
    expect((await send(t.app, survivor.cookie, 'GET', '/api/story')).statusCode).toBe(200);
    // The email can be used again.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: TEST_ORIGIN },
      payload: { email: person.email, password: TEST_PASSWORD, gender: 'other', age: 30, consent: true },
    });
    expect(again.statusCode).toBe(201);
  });

  it('is not blocked by strangers’ failed sign-ins on the person’s email, from the person’s own address (issue 12, point 2)', async () => {
    const person = await fullUser('STRANGERS');
    // inject's address is the person's too: the café where a stranger tries their email.
    for (let i = 0; i < 25; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: TEST_ORIGIN },
        payload: { email: i < 5 ? person.email : `inconnu-${i}@exemple.fr`, password: `devine-${i}` },
      });
    }
    const response = await send(t.app, person.cookie, 'POST', '/api/account/delete', { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(204);
  });

  it('pauses after five wrong passwords, saying in French how long to wait', async () => {
    const person = await fullUser('GUESSES');
    for (let i = 0; i < 5; i += 1) {
      expect((await send(t.app, person.cookie, 'POST', '/api/account/delete', { password: `faux-${i}` })).statusCode).toBe(401);
    }
    const paused = await send(t.app, person.cookie, 'POST', '/api/account/delete', { password: TEST_PASSWORD });
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toMatchObject({
      code: 'auth/too-many-requests',
      message: "Trop d'essais de mot de passe. Réessaie dans 10 minutes.",
    });
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(500);
    expect(await t.database.db.select().from(schema.users).where(eq(schema.users.id, person.userId))).toHaveLength(1);
  });

  it('answers 400 without a password and 401 when signed out', async () => {
    const person = await fullUser('NOPASS');
    expect((await send(t.app, person.cookie, 'POST', '/api/account/delete', {})).statusCode).toBe(400);
    expect((await send(t.app, '', 'POST', '/api/account/delete', { password: 'x' })).statusCode).toBe(401);
    expect((await send(t.app, '', 'GET', '/api/account/export')).statusCode).toBe(401);
  });
});
