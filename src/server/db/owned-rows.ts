import { and, asc, desc, eq, getTableName, gt, lt, sql } from 'drizzle-orm';
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
  const { first, after } = pageQueriesOf(db, table);
  const limit = query.limit + 1;
  const rows = (
    query.before === undefined ? await first.execute({ userId, limit }) : await after.execute({ userId, limit, before: query.before })
  ) as T['$inferSelect'][];
  const page = rows.slice(0, query.limit);
  const oldest = page.at(-1) as { id: string } | undefined;
  return { rows, page, nextCursor: rows.length > query.limit && oldest ? oldest.id : null };
}

/**
 * The two page queries of a table, built once per database (issue 17): drizzle rebuilt their SQL
 * on every read, a tenth of a signed-in read's CPU; PostgreSQL also keeps them prepared, by name,
 * on each connection.
 */
function pageQueries<T extends OwnedTable>(db: Database, table: T) {
  const name = getTableName(table);
  const mine = eq(table.userId, sql.placeholder('userId'));
  const newestFirst = desc(table.seq);
  const cursor = sql`(select ${table.seq} from ${table} where ${table.id} = ${sql.placeholder('before')} and ${table.userId} = ${sql.placeholder('userId')})`;
  return {
    first: db
      .select()
      .from(table as PgTable)
      .where(mine)
      .orderBy(newestFirst)
      .limit(sql.placeholder('limit'))
      .prepare(`${name}_newest_page`),
    after: db
      .select()
      .from(table as PgTable)
      .where(and(mine, lt(table.seq, cursor)))
      .orderBy(newestFirst)
      .limit(sql.placeholder('limit'))
      .prepare(`${name}_page_before`),
  };
}

const preparedPages = new WeakMap<Database, Map<OwnedTable, ReturnType<typeof pageQueries>>>();

function pageQueriesOf(db: Database, table: OwnedTable): ReturnType<typeof pageQueries> {
  let byTable = preparedPages.get(db);
  if (!byTable) preparedPages.set(db, (byTable = new Map()));
  let queries = byTable.get(table);
  if (!queries) byTable.set(table, (queries = pageQueries(db, table)));
  return queries;
}

/** Deletes the person's row `id`; false when there is none (unknown, or another person's). */
export async function deleteOwned(db: Database, table: Omit<OwnedTable, 'seq'>, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.userId, userId)))
    .returning({ id: table.id });
  return deleted.length > 0;
}

/** Rows per page when a whole table of one person is read for a download. */
export const EXPORT_PAGE_ROWS = 500;

/**
 * Every row of the person's, oldest first, a page at a time (issue 25): a download of 20,000
 * entries holds one page in memory, never the table. Keyset on (user_id, seq), so each page costs
 * the same however far in.
 */
export async function* oldestFirst<T extends OwnedTable>(
  db: Database,
  table: T,
  userId: string,
  pageRows = EXPORT_PAGE_ROWS,
): AsyncGenerator<T['$inferSelect']> {
  let after = 0;
  for (;;) {
    const rows = (await db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.userId, userId), gt(table.seq, after)))
      .orderBy(asc(table.seq))
      .limit(pageRows)) as (T['$inferSelect'] & { seq: number })[];
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < pageRows) return;
    after = last.seq;
  }
}
