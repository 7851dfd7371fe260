import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { openDatabase, PGLITE_OPTIONS } from './client';
import { makeTreePrivate } from './private-files';

/**
 * Issue 12, point 1: the WAL and tables hold people's stories in clear, so DATA_DIR and everything
 * in it must be private to the app's user — whatever the umask, on a new or an existing directory.
 */

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-private-'));
  dirs.push(dir);
  return dir;
};

let savedUmask = 0;
beforeEach(() => {
  // The usual umask of a login shell or a systemd service: what people actually run with.
  savedUmask = process.umask(0o022);
});
afterEach(() => {
  process.umask(savedUmask);
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** "dir 0700" / "file 0600" → how many, for the directory and everything under it. */
function modesUnder(root: string): Record<string, number> {
  const counts: Record<string, number> = {};
  const walk = (entry: string) => {
    const stat = fs.lstatSync(entry);
    const key = `${stat.isDirectory() ? 'dir' : stat.isSymbolicLink() ? 'link' : 'file'} 0${(stat.mode & 0o7777).toString(8)}`;
    counts[key] = (counts[key] ?? 0) + 1;
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(root);
  return counts;
}

function expectPrivate(root: string) {
  const counts = modesUnder(root);
  expect(Object.keys(counts).sort()).toEqual(['dir 0700', 'file 0600']);
  // Sanity: we did look at a real database, not an empty folder.
  expect(counts['file 0600']).toBeGreaterThan(100);
}

/** Writes a story-like row, enough to create new table files and WAL records. */
async function writeSomething(database: Awaited<ReturnType<typeof openDatabase>>) {
  await database.db.execute(sql`create table if not exists private_probe (id serial primary key, content text not null)`);
  await database.db.execute(sql`create index if not exists private_probe_content on private_probe (content)`);
  await database.db.execute(sql`insert into private_probe (content) select 'mon histoire ' || g from generate_series(1, 2000) g`);
}

describe('DATA_DIR is private to the app user (0700 folders, 0600 files)', () => {
  it('creates a new data directory with 0700 folders and 0600 files, even with umask 0022', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const database = await openDatabase({ dataDir });
    await database.migrate();
    await writeSomething(database);
    // While the server runs, what it has written is already private…
    expectPrivate(dataDir);
    await database.close();
    // …and stays so once it has stopped.
    expectPrivate(dataDir);
    // The narrower umask lasted as long as the database was open, no longer.
    expect(process.umask(0o022)).toBe(0o022);
  }, 90_000);

  it('makes an existing data directory with 0755 folders and 0644/0666 files private at start', async () => {
    const dataDir = path.join(tempDir(), 'data');
    const pgliteDir = path.join(dataDir, 'pglite');
    // An existing data directory as an older version left it: built from the migrated template…
    const source = inject('testDatabase');
    if (source.kind !== 'pglite') return; // the PostgreSQL run has no data directory to check
    fs.mkdirSync(dataDir, { mode: 0o755 });
    const pglite = await PGlite.create(pgliteDir, { ...PGLITE_OPTIONS, loadDataDir: new Blob([fs.readFileSync(source.templateFile)]) });
    await pglite.close();
    fs.writeFileSync(path.join(dataDir, 'auth-secret'), 'x'.repeat(64));
    // …with the modes the issue measured.
    let n = 0;
    const loosen = (entry: string) => {
      if (fs.lstatSync(entry).isDirectory()) {
        fs.chmodSync(entry, 0o755);
        for (const name of fs.readdirSync(entry)) loosen(path.join(entry, name));
      } else {
        fs.chmodSync(entry, n++ % 2 ? 0o666 : 0o644);
      }
    };
    loosen(dataDir);
    expect(modesUnder(dataDir)['dir 0755']).toBeGreaterThan(5);

    const database = await openDatabase({ dataDir });
    await writeSomething(database);
    expectPrivate(dataDir);
    const result = await database.db.execute(sql`select count(*)::int as count from private_probe`);
    expect((result as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(2000);
    await database.close();
    expectPrivate(dataDir);
  }, 90_000);

  it('does not follow symbolic links out of the data directory', () => {
    const root = tempDir();
    const outside = path.join(tempDir(), 'shared.txt');
    fs.writeFileSync(outside, 'ailleurs', { mode: 0o644 });
    fs.mkdirSync(path.join(root, 'sub'), { mode: 0o755 });
    fs.writeFileSync(path.join(root, 'sub', 'file'), 'x', { mode: 0o644 });
    fs.symlinkSync(outside, path.join(root, 'sub', 'link'));
    expect(makeTreePrivate(root)).toBe(2); // sub and sub/file (mkdtemp makes the root 0700)
    expect(fs.statSync(outside).mode & 0o777).toBe(0o644);
    expect(fs.statSync(path.join(root, 'sub', 'file')).mode & 0o777).toBe(0o600);
    expect(makeTreePrivate(root)).toBe(0);
  });
});
