/**
 * Opening the database the app runs on: PostgreSQL when DATABASE_URL is set, else the embedded
 * PGlite in DATA_DIR (on its own thread, pglite-thread.ts), migrated and behind one Drizzle type.
 * Backup and restore of the embedded database are in backup.ts.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type PgliteClient, PgliteThread } from './pglite-thread';
import { claimDataDir, hasPgliteDatabase, pgliteDirOf } from './data-dir';
import { makeTreePrivate } from './private-files';
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
  const db: Database = drizzlePg(pool, { schema });
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
    running,
    () => claim.release(),
    () =>
      running.ping().then(
        () => true,
        () => false,
      ),
  );
}

function pgliteHandle(pglite: PgliteClient, release: () => void, isReady?: () => Promise<boolean>): DatabaseHandle {
  // Drizzle's driver asks for the PGlite class; it uses only the PgliteClient part, which the thread
  // implements (a checked narrowing, not a cast through unknown).
  const db: Database = drizzlePglite({ client: pglite as PGlite, schema });
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

/** True when the database answers a trivial query. */
export async function isDatabaseReady(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
