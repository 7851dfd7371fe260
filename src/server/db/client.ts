import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { PgliteThread } from './pglite-thread';
import { makeTreePrivate, openPrivateDataDir, PrivateNodeFS } from './private-files';
import * as schema from './schema';

/** The one type the app's code sees, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations; safe to call from several servers at once. */
  migrate(): Promise<void>;
  /**
   * Refreshes the planner's statistics. PostgreSQL's autovacuum does this by itself; PGlite runs
   * no background workers, so without it the planner keeps its empty-table guesses and, say,
   * sorts a person's 10,000 messages instead of reading the newest 50 from the index.
   */
  analyze(): Promise<void>;
  /**
   * Whether the database answers a query now (GET /api/health). The embedded database's thread
   * puts this query ahead of those waiting (pglite-worker.mjs), so that it measures the database,
   * not the length of the queue.
   */
  isReady(): Promise<boolean>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
const CREATE_DATA_DIR_SCRIPT = fileURLToPath(new URL('./create-pglite-data-dir.mjs', import.meta.url));

/**
 * PGlite's settings. 32 MB of shared buffers (Postgres' default is 128 MB) keeps the embedded
 * server's memory near 300 MiB; the data of one person is far smaller than that.
 */
export const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers=32MB'] };

/** Any number, the same in every replica: the advisory lock that serialises migrations. */
const MIGRATION_LOCK_ID = 727_274_001;

export interface OpenDatabaseOptions {
  /** A PostgreSQL server. When absent, PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files. Ignored with databaseUrl. */
  dataDir?: string;
  /** An already-open PGlite (tests load one from a migrated template). */
  pglite?: PGlite;
  /** Connections in the pool for PostgreSQL. */
  poolSize?: number;
  /** Called if the embedded database's thread stops by itself (it crashed): the server cannot go on. */
  onDatabaseStop?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options);
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client that errors (the server restarted) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Replicas that start together queue on this lock; the first applies the migrations and
      // the others then find nothing left to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    async analyze() {
      // autovacuum's job on a server.
    },
    isReady: () => isDatabaseReady(db),
    close: () => pool.end(),
  };
}

/**
 * Takes a data directory for this process: makes it private (private-files.ts) and takes its lock
 * (data-dir-lock.ts), in that order, so that even the lock file is born private. release() makes
 * what was written meanwhile private, then gives the lock back.
 */
function claimDataDir(dataDir: string): { release(): void } {
  const privateDir = openPrivateDataDir(dataDir);
  let lock;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    privateDir.close();
    throw error;
  }
  const held = lock;
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      try {
        privateDir.close();
      } finally {
        held.release();
      }
    },
  };
}

/** PGlite on a folder of the data directory, through the file layer that keeps modes private. */
function openPgliteFiles(pgliteDir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({
    ...PGLITE_OPTIONS,
    dataDir: pgliteDir,
    fs: new PrivateNodeFS(pgliteDir),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');
const hasPgliteDatabase = (dataDir: string) => fs.existsSync(path.join(pgliteDirOf(dataDir), 'PG_VERSION'));

/** What the handle needs of PGlite, in this thread (tests) or its own (pglite-thread.ts). */
type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'close' | 'closed'>;

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.pglite) return pgliteHandle(options.pglite, () => undefined);
  const dataDir = path.resolve(options.dataDir ?? './data');
  // Before the first write, so that the lock file, initdb's process (it inherits the umask) and
  // PGlite's files are born private, and an existing directory is made private (issue 12).
  const claim = claimDataDir(dataDir);
  let thread: PgliteThread;
  try {
    const pgliteDir = pgliteDirOf(dataDir);
    if (!hasPgliteDatabase(dataDir)) {
      // First start: create the database in a separate process (see create-pglite-data-dir.mjs).
      execFileSync(process.execPath, [CREATE_DATA_DIR_SCRIPT, pgliteDir, JSON.stringify(PGLITE_OPTIONS)], { stdio: 'inherit' });
      // initdb leaves its files 0666 (see private-files.ts).
      makeTreePrivate(dataDir);
    }
    // The server's database runs on its own thread (pglite-thread.ts), with the file layer that
    // keeps modes private.
    thread = await PgliteThread.open({ dataDir: pgliteDir, options: PGLITE_OPTIONS }, (error) => options.onDatabaseStop?.(error));
  } catch (error) {
    claim.release();
    throw error;
  }
  const running = thread;
  return pgliteHandle(
    running as unknown as PGlite,
    () => claim.release(),
    () =>
      running.ping().then(
        () => true,
        () => false,
      ),
  );
}

function pgliteHandle(pglite: PgliteClient, release: () => void, isReady?: () => Promise<boolean>): DatabaseHandle {
  const db = drizzlePglite({ client: pglite as PGlite, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite({ client: pglite as PGlite }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async analyze() {
      await pglite.exec('analyze');
    },
    isReady: isReady ?? (() => isDatabaseReady(db)),
    async close() {
      try {
        if (!pglite.closed) await pglite.close();
      } finally {
        release();
      }
    },
  };
}

// ─── backup and restore of the embedded database (npm run backup / npm run restore) ──────────────

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

/** True when the database answers a trivial query. */
export async function isDatabaseReady(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
