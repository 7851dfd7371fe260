import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
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
import { lockDataDir } from './data-dir-lock';
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
    close: () => pool.end(),
  };
}

async function openPglite(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  let release = () => undefined as void;
  let client = options.pglite;
  if (!client) {
    const dataDir = path.resolve(options.dataDir ?? './data');
    const lock = lockDataDir(dataDir);
    release = () => lock.release();
    try {
      const pgliteDir = path.join(dataDir, 'pglite');
      if (!fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
        // First start: create the database in a separate process (see create-pglite-data-dir.mjs).
        execFileSync(process.execPath, [CREATE_DATA_DIR_SCRIPT, pgliteDir, JSON.stringify(PGLITE_OPTIONS)], { stdio: 'inherit' });
      }
      client = await PGlite.create(pgliteDir, PGLITE_OPTIONS);
    } catch (error) {
      release();
      throw error;
    }
  }
  const pglite = client;
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(pglite), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    async analyze() {
      await pglite.exec('analyze');
    },
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
