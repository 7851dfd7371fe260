import { is, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, DatabaseHandle } from './client';
import { encrypt, isEncryptedColumn, SEALED_VALUE_PATTERN } from './encryption';
import * as schema from './schema';

/**
 * Rows written before encryption at rest existed (issue 16 for the journal and the chat, issue 25
 * for goals, the matrix and feedback) still hold their text in clear: `decrypt` reads a value
 * without the `enc1:` prefix as it is. `npm run rotate-key` seals them with this, so that no
 * personal text stays in clear in the database.
 *
 * Every `encryptedText` column of every table of the schema, found from the schema itself, so that
 * a column encrypted later is covered without touching this file. By pages in the order of the
 * primary key (one transaction per page), never the whole table in memory. Idempotent: a sealed
 * value is left alone, and a run stopped half-way is finished by the next one.
 */

export interface EncryptedTable {
  name: string;
  table: PgTable;
  key: PgColumn;
  columns: PgColumn[];
}

/** The tables with encrypted columns, each with its one-column primary key. */
export function encryptedTables(): EncryptedTable[] {
  const tables: EncryptedTable[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const columns = config.columns.filter(isEncryptedColumn);
    if (columns.length === 0) continue;
    const keys = config.columns.filter((column) => column.primary);
    const [key] = keys.length > 0 ? keys : (config.primaryKeys[0]?.columns ?? []);
    if (!key || keys.length > 1 || (config.primaryKeys[0]?.columns.length ?? 1) > 1) {
      throw new Error(`${config.name}: sealing clear rows needs a one-column primary key`);
    }
    tables.push({ name: config.name, table: value, key, columns });
  }
  return tables;
}

export interface SealReport {
  /** Rows that held at least one value in clear, by table (tables with none are left out). */
  rows: Record<string, number>;
  /** Values sealed, all tables together. */
  values: number;
}

/** Rows per page: a page is read, sealed and written back in one transaction. */
export const SEAL_PAGE_SIZE = 500;

type RawRow = Record<string, string | null>;
const rowsOf = (result: unknown) => (result as { rows: RawRow[] }).rows;

/** A value that is there, not empty, and not sealed. (An empty text tells nothing, and stays as it is.) */
const isClear = (column: PgColumn): SQL => {
  const name = sql.identifier(column.name);
  return sql`(${name} is not null and ${name} <> '' and ${name} !~ ${SEALED_VALUE_PATTERN})`;
};
const SEALED = new RegExp(SEALED_VALUE_PATTERN);
const isClearValue = (value: string | null): value is string => value !== null && value !== '' && !SEALED.test(value);

/** Seals every value left in clear; the keyring must be installed (installKeyring) first. */
export async function sealClearRows(db: Database, pageSize = SEAL_PAGE_SIZE): Promise<SealReport> {
  const report: SealReport = { rows: {}, values: 0 };
  for (const { name, table, key, columns } of encryptedTables()) {
    const keyName = sql.identifier(key.name);
    const anyClear = sql.join(columns.map(isClear), sql` or `);
    const selected = sql.join([sql`${keyName}::text as "key"`, ...columns.map((column) => sql`${sql.identifier(column.name)}`)], sql`, `);
    let after: string | null = null;
    for (;;) {
      const from: SQL = after === null ? sql`true` : sql`${keyName} > ${after}`;
      const page = rowsOf(
        await db.execute(sql`select ${selected} from ${table} where ${from} and (${anyClear}) order by ${keyName} limit ${pageSize}`),
      );
      if (page.length === 0) break;
      await db.transaction(async (tx) => {
        for (const row of page) {
          const clear = columns.filter((column) => isClearValue(row[column.name] ?? null));
          // Only if the value is still the one read: a server writing meanwhile (PostgreSQL) wins.
          const sets = clear.map((column) => sql`${sql.identifier(column.name)} = ${encrypt(row[column.name] as string)}`);
          const same = clear.map((column) => sql`${sql.identifier(column.name)} = ${row[column.name]}`);
          const updated = rowsOf(
            await tx.execute(
              sql`update ${table} set ${sql.join(sets, sql`, `)} where ${keyName} = ${row.key} and ${sql.join(same, sql` and `)} returning 1 as "done"`,
            ),
          );
          if (updated.length === 0) continue;
          report.rows[name] = (report.rows[name] ?? 0) + 1;
          report.values += clear.length;
        }
      });
      after = page.at(-1)?.key ?? null;
      if (page.length < pageSize) break;
    }
  }
  return report;
}

/**
 * An UPDATE leaves the old row version (the clear text) in the table file until it is vacuumed,
 * and in the WAL. After sealing, this rewrites the tables that had clear rows (VACUUM FULL: new
 * files, the old ones deleted) and, in the embedded database, moves to a new WAL segment and lets
 * the checkpoint delete the old ones instead of recycling them (a recycled segment keeps its bytes
 * under a new name). On PostgreSQL the server's own WAL, its archives and replicas, and earlier
 * dumps are out of our reach: docs/deploy.md says what to do with them.
 */
export async function dropClearCopies(database: DatabaseHandle, tables: string[]): Promise<void> {
  if (tables.length === 0) return;
  const { db } = database;
  await db.execute(
    sql`vacuum full ${sql.join(
      tables.map((name) => sql.identifier(name)),
      sql`, `,
    )}`,
  );
  if (database.kind !== 'pglite') return;
  await db.execute(sql`set wal_recycle = off`);
  try {
    await db.execute(sql`checkpoint`);
    await db.execute(sql`select pg_switch_wal()`);
    await db.execute(sql`checkpoint`);
  } finally {
    await db.execute(sql`reset wal_recycle`);
  }
}
