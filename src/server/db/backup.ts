/**
 * Backup and restore of the embedded database (npm run backup / npm run restore): a consistent
 * gzipped copy of DATA_DIR's PGlite files, and putting one back. Apart from client.ts, which opens
 * the database for the server: a change to the backup format never touches how the server starts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_OPTIONS } from './client';
import { claimDataDir, hasPgliteDatabase, pgliteDirOf } from './data-dir';
import { PrivateNodeFS } from './private-files';

/** PGlite on a folder of the data directory, through the file layer that keeps modes private. */
function openPgliteFiles(pgliteDir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({
    ...PGLITE_OPTIONS,
    dataDir: pgliteDir,
    fs: new PrivateNodeFS(pgliteDir),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

/** There is no embedded database in this data directory to back up. */
export class NoPgliteDatabaseError extends Error {
  constructor(readonly dataDir: string) {
    super(`No PGlite database in ${dataDir}`);
    this.name = 'NoPgliteDatabaseError';
  }
}

/** A restore would replace what this data directory holds; it needs an explicit `force`. */
export class DataDirNotEmptyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly entries: string[],
  ) {
    super(`${dataDir} is not empty: ${entries.join(', ')}`);
    this.name = 'DataDirNotEmptyError';
  }
}

/** The file is not a backup of Renouveau's database (or is damaged). */
export class NotABackupError extends Error {
  constructor(cause: unknown) {
    super(`Not a Renouveau backup: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'NotABackupError';
  }
}

/**
 * A consistent copy of DATA_DIR's database, as a gzipped tarball of its files (PGlite's own
 * format, which loadDataDir reads back). Node's zlib compresses it: PGlite's 'gzip' goes through
 * CompressionStream, four times slower here (2 s instead of 0.5 s for a 40 MB database).
 *
 * PGlite lives inside the server's process: no other process can read it while it runs, and
 * copying its files under it could catch a page half written. So this takes the data directory's
 * lock like a server would — a running server makes it throw DataDirLockedError, and a server
 * started meanwhile stops at once on the lock instead of writing under the copy — and opens the
 * database itself. The checkpoint writes every committed change into the table files, so the copy needs no
 * WAL replay to open.
 */
export async function dumpPgliteDataDir(dataDir: string): Promise<Uint8Array> {
  const root = path.resolve(dataDir);
  if (!hasPgliteDatabase(root)) throw new NoPgliteDatabaseError(root);
  const claim = claimDataDir(root);
  let tarball: Blob;
  try {
    const pglite = await openPgliteFiles(pgliteDirOf(root));
    try {
      await pglite.exec('checkpoint');
      tarball = await pglite.dumpDataDir('none');
    } finally {
      await pglite.close();
    }
  } finally {
    claim.release();
  }
  return gzip(new Uint8Array(await tarball.arrayBuffer()));
}

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);
const isGzip = (data: Uint8Array) => data[0] === 0x1f && data[1] === 0x8b;

/** What may lie in a data directory that a restore still treats as empty. */
const IGNORED_WHEN_RESTORING = new Set(['renouveau.lock']);

/**
 * Puts a backup made by dumpPgliteDataDir into DATA_DIR. An empty or missing directory only,
 * unless `force`: then the current database is replaced (and nothing else in DATA_DIR is
 * touched). The backup is unpacked and opened beside the current database first, so a damaged
 * file or a file that is not a Renouveau backup leaves DATA_DIR as it was.
 */
export async function restorePgliteDataDir(dataDir: string, backup: Uint8Array, options: { force?: boolean } = {}): Promise<void> {
  const root = path.resolve(dataDir);
  let tarball: Blob;
  try {
    tarball = new Blob([new Uint8Array(isGzip(backup) ? await gunzip(backup) : backup)]);
  } catch (error) {
    throw new NotABackupError(error);
  }
  const claim = claimDataDir(root);
  const staging = path.join(root, 'pglite.restauration');
  try {
    const entries = fs
      .readdirSync(root)
      .filter((name) => !IGNORED_WHEN_RESTORING.has(name))
      .sort();
    if (entries.length > 0 && !options.force) throw new DataDirNotEmptyError(root, entries);
    fs.rmSync(staging, { recursive: true, force: true }); // left by an interrupted restore
    try {
      const pglite = await openPgliteFiles(staging, tarball);
      try {
        // Every Renouveau database has been migrated by the server that made it.
        await pglite.query('select 1 from drizzle.__drizzle_migrations limit 1');
        await pglite.exec('checkpoint');
      } finally {
        await pglite.close();
      }
    } catch (error) {
      throw new NotABackupError(error);
    }
    // Swap by renames, so that there is always a whole database under one of the two names.
    const current = pgliteDirOf(root);
    const previous = path.join(root, 'pglite.avant-restauration');
    fs.rmSync(previous, { recursive: true, force: true });
    if (fs.existsSync(current)) fs.renameSync(current, previous);
    try {
      fs.renameSync(staging, current);
    } catch (error) {
      if (fs.existsSync(previous)) fs.renameSync(previous, current);
      throw error;
    }
    fs.rmSync(previous, { recursive: true, force: true });
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    claim.release();
  }
}
