import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SAFETY_PLAN } from '#shared/safety-plan';
import { createTestApp, openTestDatabase, send, signUpWithStory, TEST_ENCRYPTION_KEY, type TestApp } from '#server/testing/test-app';
import type { Database } from './client';
import { dataKeys, installKeyring, rewrapKeys, unloadKeys, WrongEncryptionKeyError } from './encryption';
import { goals, journalEntries, matrixSections, stories, users } from './schema';
import { sealClearRows } from './seal-clear-rows';
import { localDateIn } from '#shared/time-zone';

const CANARY = 'Phrase-témoin que personne ne doit lire sur le disque';

/** Every row of every table of the database, as the database itself holds it (no decryption). */
/** Rows of a raw query: both drivers (PGlite, node-postgres) answer with `rows`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function rawDatabase(db: Database): Promise<string> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`),
  );
  const dumps: string[] = [];
  for (const { table_name: table } of tables) {
    dumps.push(JSON.stringify(rowsOf(await db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`))));
  }
  return dumps.join('\n');
}

describe('encryption at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('the words people write are nowhere in clear in the database, and read back in clear through the app', async () => {
    const person = await signUpWithStory(t.app, { exName: `Alex ${CANARY}`, content: `Mon histoire. ${CANARY}` });
    const writes: [string, string, object][] = [
      ['POST', '/api/chat/messages', { content: `Message. ${CANARY}` }],
      [
        'POST',
        '/api/journal/entries',
        {
          mood: 6,
          content: `Journal. ${CANARY}`,
          date: localDateIn('Europe/Paris'),
          timeZone: 'Europe/Paris',
        },
      ],
      ['PUT', '/api/safety-plan', { ...DEFAULT_SAFETY_PLAN, warningSigns: `Signes. ${CANARY}` }],
      ['POST', '/api/memory/facts', { text: `Souvenir. ${CANARY}` }],
      ['POST', '/api/no-contact/letters', { content: `Lettre. ${CANARY}` }],
      ['POST', '/api/no-contact/reasons', { content: `Raison. ${CANARY}` }],
      ['POST', '/api/no-contact/slips', { timeZone: 'Europe/Paris', note: `Craquage. ${CANARY}` }],
      ['POST', '/api/progress/goals', { content: `Objectif. ${CANARY}` }],
      ['POST', '/api/matrix/items', { type: 'likes', content: `Item. ${CANARY}` }],
      ['POST', '/api/matrix/sections', { title: `Titre. ${CANARY}`, description: `Description. ${CANARY}` }],
      ['POST', '/api/feedback', { content: `Avis. ${CANARY}` }],
    ];
    for (const [method, url, body] of writes) {
      const response = await send(t.app, person.cookie, method as 'POST', url, body);
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
    }

    const raw = await rawDatabase(t.database.db);
    expect(raw).not.toContain('témoin');
    expect(raw).not.toContain('Mon histoire');
    expect(raw).toContain('enc1:v1-');

    // Through the app, everything reads as written.
    expect((await send(t.app, person.cookie, 'GET', '/api/story')).json().story.content).toBe(`Mon histoire. ${CANARY}`);
    const journal = (await send(t.app, person.cookie, 'GET', '/api/journal/entries')).json();
    expect(journal.entries[0].text).toBe(`Journal. ${CANARY}`);
    const chat = (await send(t.app, person.cookie, 'GET', '/api/chat/messages')).json();
    expect(chat.messages.map((message: { content: string }) => message.content)).toContain(`Message. ${CANARY}`);
    expect((await send(t.app, person.cookie, 'GET', '/api/safety-plan')).json().plan.warningSigns).toBe(`Signes. ${CANARY}`);
    const noContact = (await send(t.app, person.cookie, 'GET', '/api/no-contact')).json();
    expect([noContact.letters[0].content, noContact.reasons[0].content, noContact.slips[0].note]).toEqual([
      `Lettre. ${CANARY}`,
      `Raison. ${CANARY}`,
      `Craquage. ${CANARY}`,
    ]);
    const goals = (await send(t.app, person.cookie, 'GET', '/api/progress')).json().goals;
    expect(goals.map((goal: { content: string }) => goal.content)).toContain(`Objectif. ${CANARY}`);
    const matrix = JSON.stringify((await send(t.app, person.cookie, 'GET', '/api/matrix')).json());
    for (const text of [`Item. ${CANARY}`, `Titre. ${CANARY}`, `Description. ${CANARY}`]) expect(matrix).toContain(text);
  });
});

describe('keys', () => {
  const OTHER_KEY = 'une-autre-cle-maitresse-une-autre-cle-maitresse';
  const PERSON = { id: 'chiffrement', name: 'Camille', email: 'chiffrement@exemple.fr', gender: 'female', age: 34 };

  it('a rotated master key still reads the old rows; new rows use the new data key; the old master key no longer opens', async () => {
    const database = await openTestDatabase();
    try {
      unloadKeys();
      await installKeyring(database.db, TEST_ENCRYPTION_KEY);
      await database.db.insert(users).values(PERSON);
      await database.db.insert(stories).values({ userId: PERSON.id, exName: 'Alex', content: 'Écrit avant la rotation.' });

      expect(await rewrapKeys(database.db, TEST_ENCRYPTION_KEY, OTHER_KEY)).toEqual({ rewrapped: 1, newVersion: 2 });

      // A new process, with the new master key only.
      unloadKeys();
      await expect(installKeyring(database.db, TEST_ENCRYPTION_KEY)).rejects.toBeInstanceOf(WrongEncryptionKeyError);
      unloadKeys();
      await installKeyring(database.db, OTHER_KEY);
      const [story] = await database.db.select().from(stories).where(eq(stories.userId, PERSON.id));
      expect(story?.content).toBe('Écrit avant la rotation.');

      await database.db.insert(journalEntries).values({ userId: PERSON.id, content: 'Écrit après.', localDate: '2026-11-25' });
      const raw = rowsOf<{ content: string }>(
        await database.db.execute(sql`select content from journal_entries where user_id = ${PERSON.id}`),
      );
      expect(raw[0]?.content).toMatch(/^enc1:v2-[0-9a-f]{12}:/);
      const oldRaw = rowsOf<{ content: string }>(await database.db.execute(sql`select content from stories where user_id = ${PERSON.id}`));
      expect(oldRaw[0]?.content).toMatch(/^enc1:v1-[0-9a-f]{12}:/);
      expect((await database.db.select().from(dataKeys)).map((key) => key.version).sort()).toEqual([1, 2]);
    } finally {
      unloadKeys();
      await installKeyring(database.db, OTHER_KEY).catch(() => undefined);
      await database.close();
    }
  });

  it('sealing rows written before encryption: page by page, every encrypted column, once', async () => {
    const database = await openTestDatabase();
    try {
      unloadKeys();
      await installKeyring(database.db, TEST_ENCRYPTION_KEY);
      await database.db.insert(users).values(PERSON);
      await database.db.insert(stories).values({ userId: PERSON.id, exName: 'Alex', content: 'Déjà chiffrée.' });
      const sealedStory = rowsOf<{ content: string }>(await database.db.execute(sql`select content from stories`))[0]?.content;
      // As an older version wrote them: in clear.
      await database.db.execute(
        sql`insert into goals (user_id, content) select ${PERSON.id}, 'Objectif en clair ' || n from generate_series(1, 5) n`,
      );
      await database.db.execute(
        sql`insert into matrix_sections (user_id, title, description) values (${PERSON.id}, 'Titre en clair', 'Description en clair')`,
      );

      expect(await sealClearRows(database.db, 2)).toEqual({ rows: { goals: 5, matrix_sections: 1 }, values: 7 });
      expect(await sealClearRows(database.db, 2)).toEqual({ rows: {}, values: 0 });

      const raw = await rawDatabase(database.db);
      expect(raw).not.toContain('en clair');
      expect(rowsOf<{ content: string }>(await database.db.execute(sql`select content from stories`))[0]?.content).toBe(sealedStory);
      const read = await database.db.select({ content: goals.content }).from(goals);
      expect(read.map((goal) => goal.content).sort()).toEqual([1, 2, 3, 4, 5].map((n) => `Objectif en clair ${n}`));
      const [section] = await database.db.select().from(matrixSections);
      expect([section?.title, section?.description]).toEqual(['Titre en clair', 'Description en clair']);
    } finally {
      await database.close();
    }
  });

  it('a wrong master key is refused at start, rather than reading garbage', async () => {
    const database = await openTestDatabase();
    try {
      unloadKeys();
      await installKeyring(database.db, TEST_ENCRYPTION_KEY);
      unloadKeys();
      await expect(installKeyring(database.db, OTHER_KEY)).rejects.toThrow(/ENCRYPTION_KEY/);
    } finally {
      await database.close();
    }
  });
});
