import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { runDataDirScript } from '#tests/support/data-dir-script';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, PGLITE_OPTIONS } from './client';
import { installKeyring } from './encryption';
import { TEST_ENCRYPTION_KEY } from '#server/testing/test-app';
import { stories, users } from './schema';

/**
 * Issue 12, point 8: `npm run backup` and `npm run restore FILE` for the embedded database, run as
 * an operator would (the real scripts, in their own processes).
 */

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-backup-'));
  dirs.push(dir);
  return dir;
};

const PERSON = { id: 'backup-person', name: 'Camille', email: 'camille@exemple.fr', gender: 'female', age: 34 };
const STORY = { userId: PERSON.id, exName: 'Alex', content: 'Nous nous sommes quittés en mars, après six ans.' };

/** What a restored database must give back. */
async function readBack(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    await installKeyring(database.db, TEST_ENCRYPTION_KEY);
    const [person] = await database.db.select().from(users).where(eq(users.id, PERSON.id));
    const [story] = await database.db.select().from(stories).where(eq(stories.userId, PERSON.id));
    const all = await database.db.select({ id: users.id }).from(users);
    return { person, story, userIds: all.map((row) => row.id).sort() };
  } finally {
    await database.close();
  }
}

function modesUnder(root: string): string[] {
  const modes = new Set<string>();
  const walk = (entry: string) => {
    const stat = fs.lstatSync(entry);
    modes.add(`${stat.isDirectory() ? 'dir' : 'file'} 0${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(root);
  return [...modes].sort();
}

const pglite = inject('testDatabase').kind === 'pglite';
let sourceDir = '';

beforeAll(async () => {
  if (!pglite) return;
  // A server's data directory, migrated (from the test template), with one person and her story.
  sourceDir = path.join(tempDir(), 'data');
  const source = inject('testDatabase');
  if (source.kind !== 'pglite') return;
  fs.mkdirSync(sourceDir, { recursive: true });
  const template = await PGlite.create(path.join(sourceDir, 'pglite'), {
    ...PGLITE_OPTIONS,
    loadDataDir: new Blob([fs.readFileSync(source.templateFile)]),
  });
  await template.close();
  const database = await openDatabase({ dataDir: sourceDir });
  // The story is encrypted at rest: a backup carries its wrapped keys, and the same master key reads it back.
  await installKeyring(database.db, TEST_ENCRYPTION_KEY);
  await database.db.insert(users).values(PERSON);
  await database.db.insert(stories).values(STORY);
  await database.close();
});

afterAll(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe.runIf(pglite)('npm run backup / npm run restore (embedded database)', () => {
  it('backs up to a private file and restores into a fresh data directory, data included', async () => {
    const file = path.join(tempDir(), 'sauvegarde.tar.gz');
    const backup = await runDataDirScript('backup', [file], { DATA_DIR: sourceDir });
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain('Sauvegarde écrite');
    expect(backup.stdout).toContain(file);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const restoredDir = path.join(tempDir(), 'nouveau', 'data');
    const restore = await runDataDirScript('restore', [file], { DATA_DIR: restoredDir });
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('Restauration terminée');

    const back = await readBack(restoredDir);
    expect(back.person).toMatchObject({ name: PERSON.name, email: PERSON.email });
    expect(back.story).toMatchObject({ exName: STORY.exName, content: STORY.content });
    expect(modesUnder(restoredDir)).toEqual(['dir 0700', 'file 0600']);
  }, 120_000);

  it('says to stop the server first while one runs on the data directory, and writes nothing', async () => {
    const server = await openDatabase({ dataDir: sourceDir }); // holds the lock, as npm start does
    try {
      const file = path.join(tempDir(), 'sauvegarde.tar.gz');
      const backup = await runDataDirScript('backup', [file], { DATA_DIR: sourceDir });
      expect(backup.code).toBe(1);
      expect(backup.stderr).toContain('Arrêtez le serveur');
      expect(backup.stderr).toContain('Stop the server');
      expect(backup.stderr).toContain(`PID ${process.pid}`);
      expect(fs.existsSync(file)).toBe(false);
      expect(fs.readdirSync(path.dirname(file))).toEqual([]);

      // Nor can a restore replace a database under a running server, even with --force.
      const elsewhere = path.join(tempDir(), 'autre.tar.gz');
      fs.writeFileSync(elsewhere, 'pas une sauvegarde');
      const restore = await runDataDirScript('restore', [elsewhere, '--force'], { DATA_DIR: sourceDir });
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain('Arrêtez le serveur');
    } finally {
      await server.close();
    }
    expect((await readBack(sourceDir)).person?.name).toBe(PERSON.name);
  }, 120_000);

  it('refuses to restore over a data directory that is not empty without --force, and replaces it with --force', async () => {
    const file = path.join(tempDir(), 'sauvegarde.tar.gz');
    expect((await runDataDirScript('backup', [file], { DATA_DIR: sourceDir })).code).toBe(0);

    // A second copy of the data directory, where someone signs up after the backup.
    const dataDir = path.join(tempDir(), 'data');
    expect((await runDataDirScript('restore', [file], { DATA_DIR: dataDir })).code).toBe(0);
    const database = await openDatabase({ dataDir });
    await database.db.insert(users).values({ ...PERSON, id: 'after-backup', email: 'apres@exemple.fr' });
    await database.close();

    const refused = await runDataDirScript('restore', [file], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('n’est pas vide');
    expect(refused.stderr).toContain('--force');
    expect((await readBack(dataDir)).userIds).toEqual(['after-backup', PERSON.id]);

    // `npm run restore FILE --force` without `--`: npm keeps --force and sets npm_config_force.
    const forced = await runDataDirScript('restore', [file], { DATA_DIR: dataDir, npm_config_force: 'true' });
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    expect((await readBack(dataDir)).userIds).toEqual([PERSON.id]);
  }, 120_000);

  it('refuses a file that is not a backup and leaves the data directory as it was', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const bogus = path.join(tempDir(), 'notes.tar.gz');
    fs.writeFileSync(bogus, 'ceci n’est pas une sauvegarde');
    const restore = await runDataDirScript('restore', [bogus], { DATA_DIR: dataDir });
    expect(restore.code).toBe(1);
    expect(restore.stderr).toContain('n’est pas une sauvegarde de Renouveau');
    expect(fs.readdirSync(dataDir)).toEqual([]);

    const missing = await runDataDirScript('restore', [path.join(dataDir, 'absent.tar.gz')], { DATA_DIR: dataDir });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('introuvable');
  }, 120_000);
});
