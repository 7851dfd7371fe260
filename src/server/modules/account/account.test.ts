import { eq, sql } from 'drizzle-orm';
import { isTable } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PLAN } from '#shared/safety-plan';
import * as schema from '#server/db/schema';
import { EXPORT_FILES, type ExportFileName } from '#shared/account';
import { formatWeekdayDate } from '#shared/dates';
import {
  cookieOf,
  createTestApp,
  exportOf,
  send,
  signUp,
  signUpWithStory,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestApp,
  unzipped,
} from '#server/testing/test-app';
import { describeTable, NOT_EXPORTED_TABLES, NOT_PERSONAL_TABLES, USER_DATA_TABLES } from './account.service';
import type { ExportedTable } from './export-files';
import { localDateIn } from '#shared/time-zone';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const today = () => localDateIn('Europe/Paris');

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
    // « Mon parcours »: day 1's exercise (written into the journal) and a weekly bilan (issue 29).
    ['POST', '/api/parcours/days/1/exercise', { answer: `Parcours ${canary}`, mood: 4, timeZone: 'Europe/Paris' }],
    ['POST', '/api/parcours/bilans', { answers: [0, 1, 2, 3, 4, 0, 1], timeZone: 'Europe/Paris' }],
    // Reminders and this device's subscription (issue 30): in reminders.json, without the keys.
    ['PUT', '/api/reminders', { enabled: true, channel: 'push', time: '20:30', timeZone: 'Europe/Paris' }],
    [
      'POST',
      '/api/reminders/subscriptions',
      { endpoint: `https://fcm.googleapis.com/fcm/send/${canary}-ENDPOINT`, keys: { p256dh: `${canary}-P256DH`, auth: `${canary}-AUTH` } },
    ],
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
  /** Where each exported table's data must be found in the ZIP, and what shows it is there. */
  const REACHES: Record<ExportedTable, [ExportFileName, (canary: string, person: { email: string }) => string]> = {
    users: ['profile.json', (_, person) => `"email": "${person.email}"`],
    stories: ['story.json', (canary) => `Mon histoire ${canary}`],
    messages: ['chat.json', (canary) => `Message ${canary}`],
    journal_entries: ['journal.json', (canary) => `Journal ${canary}`],
    progress: ['no-contact.json', () => '"noContactStartDate": "20'],
    goals: ['goals.json', (canary) => `Objectif ${canary}`],
    matrix_sections: ['matrix.json', (canary) => `Section ${canary}`],
    matrix_items: ['matrix.json', (canary) => `Item ${canary}`],
    feedback: ['feedback.json', (canary) => `Avis ${canary}`],
    safety_plans: ['safety-plan.json', (canary) => `Signes ${canary}`],
    memory_facts: ['memory.json', (canary) => `Souvenir ${canary}`],
    // Off: the default (no row) would say true.
    memory_settings: ['memory.json', () => '"enabled": false'],
    unsent_letters: ['letters.json', (canary) => `Lettre ${canary}`],
    no_contact_reasons: ['no-contact.json', (canary) => `Raison ${canary}`],
    no_contact_events: ['no-contact.json', (canary) => `Craquage ${canary}`],
    parcours: ['parcours.json', () => '"writtenIn": "journal.json"'],
    bilans: ['parcours.json', () => '"score": 11'],
    reminder_settings: ['reminders.json', () => '"time": "20:30"'],
    push_subscriptions: ['reminders.json', () => '"pushService": "fcm.googleapis.com"'],
  };

  it('lists every personal table as exported into a file, or left out for a stated reason', () => {
    const exported = USER_DATA_TABLES.filter((entry) => entry.exported).map((entry) => entry.exported);
    expect(exported.toSorted()).toEqual(Object.keys(REACHES).toSorted());
    const leftOut = USER_DATA_TABLES.filter((entry) => !entry.exported).map((entry) => entry.name);
    expect(leftOut.toSorted()).toEqual(Object.keys(NOT_EXPORTED_TABLES).toSorted());
    expect(leftOut.toSorted()).toEqual(['accounts', 'app_locks', 'once_claims', 'sessions', 'verifications']);
  });

  it('is a ZIP of the documented files in which every exported table of the person can be found, with no secret', async () => {
    const canary = 'EXPORT-CANARY';
    const person = await fullUser(canary);
    const other = await fullUser('OTHER-PERSON');
    expect((await send(t.app, person.cookie, 'POST', '/api/no-contact/held', { timeZone: 'Europe/Paris' })).statusCode).toBe(201);
    expect((await send(t.app, person.cookie, 'PUT', '/api/memory/settings', { enabled: false })).statusCode).toBe(200);

    const response = await send(t.app, person.cookie, 'GET', '/api/account/export?timeZone=Europe/Paris');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="mes-donnees-renouveau.zip"');
    const files = unzipped(response.rawPayload);
    expect(Object.keys(files)).toEqual([...EXPORT_FILES]);

    for (const [table, [file, marker]] of Object.entries(REACHES)) {
      expect(files[file], `${table} → ${file}`).toContain(marker(canary, person));
    }
    expect(files['no-contact.json']).toContain('"urgesHeld": [\n    {\n      "day": "');

    const everything = Object.values(files).join('\n');
    expect(everything).not.toContain('OTHER-PERSON');
    expect(everything).not.toContain(other.userId);
    expect(everything).not.toContain(other.email);
    // No secret, no technical id: the person's id, the session token, the password hash.
    const token = decodeURIComponent(/renouveau\.session_token=([^;]+)/.exec(person.cookie)?.[1] ?? '').split('.')[0] ?? '';
    expect(token.length).toBeGreaterThan(10);
    const [account] = await t.database.db.select().from(schema.accounts).where(eq(schema.accounts.userId, person.userId));
    for (const secret of [token, account?.password ?? 'missing', person.userId]) expect(everything).not.toContain(secret);
    // A device's push address and keys would let anyone send to it: never in the export.
    for (const secret of ['EXPORT-CANARY-ENDPOINT', 'EXPORT-CANARY-P256DH', 'EXPORT-CANARY-AUTH']) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/\$argon2id|"seq"|"userId"|"user_id"|"token"|"password"/);
  });

  it('reads the journal and the chat as French Markdown, and each JSON file with its documented fields', async () => {
    const person = await fullUser('MARKDOWN');
    const files = await exportOf(t.app, person.cookie);
    const journal = JSON.parse(files['journal.json'] ?? '');
    // The parcours's day 1 wrote an entry of its own after it (fullUser).
    expect(journal.entries.find((entry: { text: string }) => entry.text === 'Journal MARKDOWN')).toMatchObject({
      localDate: today(),
      mood: 6,
    });
    // The story's entry has no mood line.
    expect(journal.entries[0]).toMatchObject({ mood: null, text: 'Ma rupture avec Alex\n\nMon histoire MARKDOWN' });
    const day = formatWeekdayDate(new Date(`${today()}T12:00:00Z`), 'UTC');
    expect(files['journal.md']).toContain(`## ${day} — Humeur : 6/10\n\nJournal MARKDOWN\n`);
    expect(files['journal.md']).not.toContain('Humeur: 6/10');
    expect(files['chat.md']).toMatch(/^# Mes conversations avec Janne\n/);
    expect(files['chat.md']).toContain(`**Toi :** *`);
    expect(files['chat.md']).toContain('Message MARKDOWN');
    expect(files['chat.md']).toContain('**Janne :** *');
    const chat = JSON.parse(files['chat.json'] ?? '');
    expect(Object.keys(chat.messages[0]).toSorted()).toEqual(['content', 'createdAt', 'crisisCategories', 'kind', 'role']);
    const profile = JSON.parse(files['profile.json'] ?? '');
    expect(profile).toEqual({
      email: person.email,
      gender: 'female',
      age: 30,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      consentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      parentalConsentAt: null,
    });
    const matrix = JSON.parse(files['matrix.json'] ?? '');
    expect(matrix.sections.map((section: { type: string }) => section.type)).toEqual([
      'strengths',
      'improvements',
      'likes',
      'dislikes',
      'custom',
    ]);
    expect(matrix.sections[2].items).toEqual([{ content: 'Item MARKDOWN', createdAt: expect.any(String) }]);
    // Letters, reasons, goals and the safety plan are readable too (issue 27), not only in JSON.
    expect(files['lettres.md']).toMatch(/^# Mes lettres non envoyées\n[^]*\n## \S+ \S+ \S+ \d{4} à [^]*\n\nLettre MARKDOWN\n/);
    expect(files['raisons.md']).toMatch(/^# Mes raisons\n[^]*\n- Raison MARKDOWN \*\(écrite le /);
    expect(files['objectifs.md']).toMatch(/^# Mes objectifs\n[^]*\n## En cours\n[^]*\n- Objectif MARKDOWN \*\(fixé le /);
    expect(files['plan-de-securite.md']).toMatch(/^# Mon plan de sécurité\n/);
    expect(files['plan-de-securite.md']).toContain("## 1. Mes signes d'alerte\n\n- Signes MARKDOWN\n");
    // fullUser is a woman: the titles agree.
    expect(files['plan-de-securite.md']).toContain('## 2. Ce que je peux faire seule pour me calmer\n');
    expect(files['plan-de-securite.md']).toContain('- 3114 — prévention du suicide, gratuit, 24h/24\n- 15 — SAMU');
    for (const name of EXPORT_FILES.filter((file) => file !== 'LISEZMOI.txt')) expect(files['LISEZMOI.txt'], name).toContain(name);
  });

  it('reads the story in journal.md as it is now, once corrected (issue 27)', async () => {
    const person = await signUpWithStory(t.app, { exName: 'Alx', content: 'Mon histoire PREMIERE VERSION' });
    const corrected = await send(t.app, person.cookie, 'PUT', '/api/story', { exName: 'Alex', content: 'Mon histoire CORRIGEE' });
    expect(corrected.statusCode).toBe(200);
    const files = await exportOf(t.app, person.cookie);
    expect(files['journal.md']).toContain('\n\nMa rupture avec Alex\n\nMon histoire CORRIGEE\n');
    expect(files['journal.md']).not.toContain('PREMIERE VERSION');
    expect(files['journal.md']).not.toContain('Alx');
  });

  it('answers a French 400 for an unknown time zone', async () => {
    const person = await signUp(t.app);
    const response = await send(t.app, person.cookie, 'GET', '/api/account/export?timeZone=Mars/Olympus');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Fuseau horaire inconnu.');
  });

  it('holds the date of a parent’s agreement for a person who signed up under 15', async () => {
    const person = await signUp(t.app, { age: 13, parentalConsent: true });
    const profile = JSON.parse((await exportOf(t.app, person.cookie))['profile.json'] ?? '');
    expect(profile).toMatchObject({ age: 13, parentalConsentAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('works for a person who has written nothing yet', async () => {
    const person = await signUp(t.app);
    const files = await exportOf(t.app, person.cookie);
    expect(JSON.parse(files['story.json'] ?? '')).toEqual({ story: null });
    expect(JSON.parse(files['safety-plan.json'] ?? '')).toEqual({ plan: null });
    expect(files['journal.md']).toContain("Tu n'as encore rien écrit dans ton journal.");
    expect(files['lettres.md']).toContain("Tu n'as encore écrit aucune lettre.");
    expect(files['raisons.md']).toContain("Tu n'as pas encore écrit tes raisons.");
    expect(files['objectifs.md']).toContain("Tu ne t'es encore fixé aucun objectif.");
    expect(files['plan-de-securite.md']).toContain("Tu n'as pas encore écrit ton plan de sécurité.");
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
    // What people write is encrypted at rest, so the rows are told apart by whose they are.
    expect(everything).not.toContain('DELETE-CANARY');
    expect(everything).not.toContain(person.userId);
    expect(everything).toContain(survivor.userId);

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
