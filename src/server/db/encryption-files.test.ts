import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { runDataDirScript } from '#tests/support/data-dir-script';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, send, signUp, TEST_ENCRYPTION_KEY } from '#server/testing/test-app';
import { dumpPgliteDataDir } from './backup';
import { type DatabaseHandle, openDatabase, PGLITE_OPTIONS } from './client';
import { installKeyring, unloadKeys } from './encryption';
import { goals, journalEntries, safetyPlans } from './schema';
import { encryptedTables, SEAL_PAGE_SIZE } from './seal-clear-rows';

/**
 * Issue 25: the words people write are in no raw file of the embedded database — table files,
 * WAL — nor in a backup. Unlike encryption.test.ts, which reads the rows through SQL, this greps
 * the bytes on disk, where an old row version or a WAL record would show.
 */

const pglite = inject('testDatabase').kind === 'pglite';
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A server's DATA_DIR, migrated (copied from the test template). */
async function newDataDir(): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-at-rest-'));
  dirs.push(root);
  const dataDir = path.join(root, 'data');
  fs.mkdirSync(dataDir, { recursive: true });
  const source = inject('testDatabase');
  if (source.kind !== 'pglite') throw new Error('PGlite only');
  const template = await PGlite.create(path.join(dataDir, 'pglite'), {
    ...PGLITE_OPTIONS,
    loadDataDir: new Blob([fs.readFileSync(source.templateFile)]),
  });
  await template.close();
  return dataDir;
}

/** The files under `root` whose bytes contain `needle` (UTF-8), relative to `root`. */
function filesContaining(root: string, needle: string): string[] {
  const bytes = Buffer.from(needle, 'utf8');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && fs.readFileSync(full).includes(bytes)) found.push(path.relative(root, full));
    }
  };
  walk(root);
  return found;
}

/** For each canary found, the files that hold it: `{}` when none is anywhere. */
function whereFound(root: string, canaries: Record<string, string>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(canaries)
      .map(([name, canary]) => [name, filesContaining(root, canary)] as const)
      .filter(([, files]) => files.length > 0),
  );
}

describe.runIf(pglite)('the raw files of the embedded database and its backup', () => {
  it('hold no goal, matrix item, section title or description, nor feedback in clear; the app reads them back', async () => {
    const dataDir = await newDataDir();
    const database = await openDatabase({ dataDir });
    const t = await createTestApp({ database });
    const CANARIES = {
      goal: 'CANARI-OBJECTIF-q7Wz',
      item: 'CANARI-ITEM-FIXE-p3Kd',
      customItem: 'CANARI-ITEM-PERSO-v9Lx',
      title: 'CANARI-TITRE-m2Hs',
      description: 'CANARI-DESCRIPTION-t5Rb',
      feedback: 'CANARI-AVIS-c8Nf',
    };
    let email: string;
    try {
      const person = await signUp(t.app);
      email = person.email;
      const writes: [string, object][] = [
        ['/api/progress/goals', { content: `Objectif ${CANARIES.goal}` }],
        ['/api/matrix/items', { type: 'likes', content: `J’aime ${CANARIES.item}` }],
        ['/api/feedback', { content: `Mon avis ${CANARIES.feedback}` }],
      ];
      for (const [url, body] of writes) {
        const response = await send(t.app, person.cookie, 'POST', url, body);
        expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
      }
      const section = await send(t.app, person.cookie, 'POST', '/api/matrix/sections', {
        title: `Titre ${CANARIES.title}`,
        description: `Description ${CANARIES.description}`,
      });
      expect(section.statusCode, section.body).toBe(201);
      const item = await send(t.app, person.cookie, 'POST', '/api/matrix/items', {
        type: section.json().section.type,
        content: `Perso ${CANARIES.customItem}`,
      });
      expect(item.statusCode, item.body).toBe(201);

      // The app reads them back in clear.
      const goals = (await send(t.app, person.cookie, 'GET', '/api/progress')).json().goals as { content: string }[];
      expect(goals.map((goal) => goal.content)).toContain(`Objectif ${CANARIES.goal}`);
      const matrix = JSON.stringify((await send(t.app, person.cookie, 'GET', '/api/matrix')).json());
      for (const canary of [CANARIES.item, CANARIES.customItem, CANARIES.title, CANARIES.description]) expect(matrix).toContain(canary);

      // While the server runs: the WAL and the table files as they are written.
      expect(whereFound(dataDir, CANARIES)).toEqual({});
    } finally {
      await t.close();
      await database.close();
    }

    // Stopped (its last checkpoint written), then backed up as `npm run backup` does.
    // The email is stored in clear on purpose: it shows the search finds what is there.
    expect(filesContaining(dataDir, email).length).toBeGreaterThan(0);
    expect(whereFound(dataDir, CANARIES)).toEqual({});
    const backup = zlib.gunzipSync(await dumpPgliteDataDir(dataDir));
    expect(backup.includes(Buffer.from(email))).toBe(true);
    expect(Object.values(CANARIES).filter((canary) => backup.includes(Buffer.from(canary)))).toEqual([]);
  }, 120_000);
});

/** `npm run rotate-key`, as an operator runs it: the real script, in its own process. */
const rotateKey = (env: Record<string, string>) => runDataDirScript('rotate-key', [], env);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * One row per table with encrypted columns, as a version before encryption wrote it: every
 * encrypted column holds its own canary, in clear. (The safety plan's last step is empty, as a
 * step nobody filled in is.)
 */
const CLEAR_ROWS = [
  `insert into stories (user_id, ex_name, content) values ('avant', 'CANARI-stories-ex_name', 'CANARI-stories-content')`,
  `insert into messages (user_id, role, content) values ('avant', 'user', 'CANARI-messages-content')`,
  `insert into journal_entries (user_id, content, local_date) values ('avant', 'CANARI-journal_entries-content', '2025-03-01')`,
  `insert into goals (user_id, content) values ('avant', 'CANARI-goals-content')`,
  `insert into matrix_sections (user_id, title, description) values ('avant', 'CANARI-matrix_sections-title', 'CANARI-matrix_sections-description')`,
  `insert into matrix_items (user_id, type, content) values ('avant', 'likes', 'CANARI-matrix_items-content')`,
  `insert into feedback (user_id, content) values ('avant', 'CANARI-feedback-content')`,
  `insert into safety_plans (user_id, warning_signs, coping_alone, distractions, helpers, professionals, safe_environment) values
     ('avant', 'CANARI-safety_plans-warning_signs', 'CANARI-safety_plans-coping_alone', 'CANARI-safety_plans-distractions',
      'CANARI-safety_plans-helpers', 'CANARI-safety_plans-professionals', '')`,
  `insert into memory_facts (user_id, text, source) values ('avant', 'CANARI-memory_facts-text', 'person')`,
  `insert into unsent_letters (user_id, content) values ('avant', 'CANARI-unsent_letters-content')`,
  `insert into no_contact_reasons (user_id, content) values ('avant', 'CANARI-no_contact_reasons-content')`,
  `insert into no_contact_events (user_id, kind, day, note) values ('avant', 'slip', '2025-03-02', 'CANARI-no_contact_events-note')`,
  `insert into parcours (user_id, state) values ('avant', 'CANARI-parcours-state')`,
  `insert into bilans (user_id, local_date, answers) values ('avant', '2025-03-02', 'CANARI-bilans-answers')`,
  `insert into push_subscriptions (user_id, endpoint_hash, endpoint, p256dh, auth) values
     ('avant', 'hash', 'CANARI-push_subscriptions-endpoint', 'CANARI-push_subscriptions-p256dh', 'CANARI-push_subscriptions-auth')`,
];
/** Every encrypted value of the person 'avant', as the database holds it, in a stable order. */
async function storedValues(db: DatabaseHandle['db']): Promise<string[]> {
  const stored: string[] = [];
  for (const { table, key, columns } of encryptedTables()) {
    for (const column of columns) {
      const rows = rowsOf<{ value: string }>(
        await db.execute(
          sql`select ${sql.identifier(column.name)} as value from ${table} where user_id = 'avant' order by ${sql.identifier(key.name)}`,
        ),
      );
      stored.push(...rows.map((row) => row.value));
    }
  }
  return stored;
}

/** Enough journal entries for several pages of the rotation. */
const MANY = 2 * SEAL_PAGE_SIZE + 200;

describe.runIf(pglite)('npm run rotate-key on a DATA_DIR made before encryption', () => {
  it('encrypts every value left in clear, page by page, leaves no copy in the files or a backup, and reads them back', async () => {
    const NEW_KEY = 'la-nouvelle-cle-maitresse-la-nouvelle-cle-maitresse';
    const dataDir = await newDataDir();
    const before = await openDatabase({ dataDir });
    try {
      await before.db.execute(sql`insert into users (id, name, email, gender, age) values ('avant', '', 'avant@exemple.fr', 'female', 41)`);
      for (const statement of CLEAR_ROWS) await before.db.execute(sql.raw(statement));
      await before.db.execute(
        sql`insert into journal_entries (user_id, content, local_date) select 'avant', 'Humeur: 5/10 CANARI-PAGE ' || n, '2025-01-01' from generate_series(1, ${MANY}) n`,
      );
    } finally {
      await before.close();
    }
    // Every encrypted column of the schema has its canary: a column encrypted later must be added above.
    const planted = CLEAR_ROWS.join('\n');
    const columns = encryptedTables().flatMap(({ name, columns: list }) => list.map((column) => `${name}-${column.name}`));
    expect(columns.filter((column) => column !== 'safety_plans-safe_environment' && !planted.includes(`CANARI-${column}'`))).toEqual([]);
    const CANARIES = Object.fromEntries([...columns, 'PAGE'].map((column) => [column, `CANARI-${column}`]));
    delete CANARIES['safety_plans-safe_environment'];
    // The search finds them before.
    expect(Object.keys(whereFound(dataDir, CANARIES)).sort()).toEqual(Object.keys(CANARIES).sort());

    const rotation = await rotateKey({ DATA_DIR: dataDir, ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, NEW_ENCRYPTION_KEY: NEW_KEY });
    expect(rotation.stderr).toBe('');
    expect(rotation.code).toBe(0);
    const values = columns.length - 1 + MANY;
    const rows = CLEAR_ROWS.length + MANY;
    expect(rotation.stdout).toContain(`${values} texte(s) écrit(s) avant le chiffrement, dans ${rows} ligne(s), maintenant chiffré(s)`);
    expect(rotation.stdout).toContain(`journal_entries ${MANY + 1}`);

    expect(whereFound(dataDir, CANARIES)).toEqual({});
    const backup = zlib.gunzipSync(await dumpPgliteDataDir(dataDir));
    expect(backup.includes(Buffer.from('avant@exemple.fr'))).toBe(true);
    expect(Object.values(CANARIES).filter((canary) => backup.includes(Buffer.from(canary)))).toEqual([]);

    // Sealed with the new data key; read back as written with the new master key.
    const after = await openDatabase({ dataDir });
    let stored: string[];
    try {
      unloadKeys();
      await installKeyring(after.db, NEW_KEY);
      stored = await storedValues(after.db);
      expect(stored).toHaveLength(values + 1);
      expect(stored.filter((value) => value !== '' && !/^enc1:v2-[0-9a-f]{12}:/.test(value))).toEqual([]);
      expect(stored.filter((value) => value === '')).toHaveLength(1);

      const [goal] = await after.db.select().from(goals);
      expect(goal?.content).toBe('CANARI-goals-content');
      const [plan] = await after.db.select().from(safetyPlans);
      expect([plan?.warningSigns, plan?.safeEnvironment]).toEqual(['CANARI-safety_plans-warning_signs', '']);
      const journal = await after.db.select({ content: journalEntries.content }).from(journalEntries);
      expect(journal).toHaveLength(MANY + 1);
      expect(journal.filter((entry) => entry.content.startsWith('Humeur: 5/10 CANARI-PAGE '))).toHaveLength(MANY);
    } finally {
      await after.close();
    }

    // Idempotent: a second rotation finds nothing in clear and leaves the sealed values as they are.
    const again = await rotateKey({ DATA_DIR: dataDir, ENCRYPTION_KEY: NEW_KEY, NEW_ENCRYPTION_KEY: `${NEW_KEY}-encore` });
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Aucun texte en clair dans la base.');
    const last = await openDatabase({ dataDir });
    try {
      expect(await storedValues(last.db)).toEqual(stored);
    } finally {
      await last.close();
    }
  }, 180_000);
});
