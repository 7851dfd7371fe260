import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PageQuery } from '#shared/fields';
import type { Database } from './client';

/** A table whose rows belong to one person, with an id and the per-table counter rows are ordered by. */
type OwnedTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn; seq: AnyPgColumn };

/**
 * One page of the person's rows, newest first; the index on (user_id, seq) keeps it flat. The
 * cursor is a row id, looked up among the person's own rows only: another person's id (or an
 * unknown one) matches nothing, so the page is empty. `rows` has one row more than the page when
 * there is more; `nextCursor` is the id of the page's oldest row then, null on the last page.
 */
export async function newestPage<T extends OwnedTable>(
  db: Database,
  table: T,
  userId: string,
  query: PageQuery,
): Promise<{ rows: T['$inferSelect'][]; page: T['$inferSelect'][]; nextCursor: string | null }> {
  const conditions = [eq(table.userId, userId)];
  if (query.before !== undefined) {
    const cursor = sql`(select ${table.seq} from ${table} where ${table.id} = ${query.before} and ${table.userId} = ${userId})`;
    conditions.push(lt(table.seq, cursor));
  }
  const rows = (await db
    .select()
    .from(table as PgTable)
    .where(and(...conditions))
    .orderBy(desc(table.seq))
    .limit(query.limit + 1)) as T['$inferSelect'][];
  const page = rows.slice(0, query.limit);
  const oldest = page.at(-1) as { id: string } | undefined;
  return { rows, page, nextCursor: rows.length > query.limit && oldest ? oldest.id : null };
}

/** Deletes the person's row `id`; false when there is none (unknown, or another person's). */
export async function deleteOwned(db: Database, table: Omit<OwnedTable, 'seq'>, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  return deleted.length > 0;
}
