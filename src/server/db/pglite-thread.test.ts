/**
 * The embedded database on its own thread (issue 17): what drizzle and the app rely on of PGlite —
 * values, transactions, errors, order — holds across the thread; the health check's ping does
 * not queue; a crash of the thread is reported, not hidden.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase, PGLITE_OPTIONS } from './client';
import { DatabaseThreadStoppedError, PgliteThread } from './pglite-thread';
import { EXPORT_PAGE_ROWS, oldestFirst } from './owned-rows';
import { journalEntries } from './schema';
import { JOURNAL_TEXT_MAX_LENGTH } from '#shared/journal';

const made: string[] = [];
let dataDir: string;
let database: DatabaseHandle;

const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The run's migrated template (global-setup.ts), unpacked once for this file into PGlite's file layout. */
let unpacked: Promise<string> | undefined;
function unpackedTemplate(): Promise<string> {
  unpacked ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-thread-template-'));
    made.push(dir);
    const source = inject('testDatabase');
    // In the PostgreSQL run there is no PGlite template: one fresh PGlite, copied the same way.
    const template = source.kind === 'pglite' ? { loadDataDir: new Blob([fs.readFileSync(source.templateFile)]) } : {};
    const pglite = await PGlite.create({ ...PGLITE_OPTIONS, dataDir: path.join(dir, 'pglite'), ...template });
    await pglite.close();
    return dir;
  })();
  return unpacked;
}

/**
 * A data directory of its own, copied from the unpacked template, PGlite's files where
 * openDatabase looks for them (`<dir>/pglite`). A brand-new one (initdb) took seconds and ~1 GiB
 * each, and timed a test out under load (issue 28); a copy of files is a fraction of that.
 */
async function dataDirFromTemplate(): Promise<string> {
  const template = await unpackedTemplate();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-thread-'));
  made.push(dir);
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}

beforeAll(async () => {
  dataDir = await dataDirFromTemplate();
  database = await openDatabase({ dataDir });
  await database.db.execute(sql`
    create table scratch (id serial primary key, at timestamptz, day date, n int unique, data jsonb, bytes bytea, big bigint)`);
});
afterAll(async () => {
  await database?.close();
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

describe('PGlite on its own thread', () => {
  it('brings values back as in the same thread: text dates for drizzle, JSON, bytes, numbers', async () => {
    await database.db.execute(sql`
      insert into scratch (at, day, n, data, bytes, big)
      values ('2026-11-25 20:00:00+00', '2026-11-25', 1, '{"a":[1,"é"]}', '\\x00ff', 9007199254740993)`);
    const [row] = await rows<Record<string, unknown>>(sql`select at, day, n, data, bytes, big from scratch where n = 1`);
    // drizzle asks timestamps and dates as text (its parsers), and maps them itself.
    expect(typeof row?.at).toBe('string');
    expect(row?.day).toBe('2026-11-25');
    expect(row?.n).toBe(1);
    expect(row?.data).toEqual({ a: [1, 'é'] });
    expect(Array.from(row?.bytes as Uint8Array)).toEqual([0, 255]);
    expect(String(row?.big)).toBe('9007199254740993');
  });

  it('commits a transaction that resolves, rolls back one that throws, and keeps savepoints', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into scratch (n) values (10)`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into scratch (n) values (11)`);
          throw new Error('inner');
        })
        .catch(() => undefined);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into scratch (n) values (12)`);
        throw new Error('outer');
      }),
    ).rejects.toThrow('outer');
    const found = await rows<{ n: number }>(sql`select n from scratch where n between 10 and 12 order by n`);
    expect(found.map((row) => row.n)).toEqual([10]);
  });

  it('runs transactions one at a time: concurrent read-modify-writes lose nothing', async () => {
    await database.db.execute(sql`insert into scratch (n, big) values (20, 0)`);
    await Promise.all(
      Array.from({ length: 25 }, () =>
        database.db.transaction(async (tx) => {
          const [row] = ((await tx.execute(sql`select big from scratch where n = 20`)) as unknown as { rows: { big: number }[] }).rows;
          await tx.execute(sql`update scratch set big = ${Number(row?.big) + 1} where n = 20`);
        }),
      ),
    );
    const [row] = await rows<{ big: number }>(sql`select big from scratch where n = 20`);
    expect(Number(row?.big)).toBe(25);
  });

  it('passes PostgreSQL errors with their code and constraint, and goes on', async () => {
    const error = await database.db.execute(sql`insert into scratch (n) values (1)`).catch((caught: unknown) => caught);
    const cause = (error as { cause?: Record<string, unknown> }).cause ?? (error as Record<string, unknown>);
    expect(cause.code).toBe('23505');
    expect(cause.constraint).toBe('scratch_n_key');
    expect(await rows(sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it('answers the health ping ahead of the queries waiting', async () => {
    const order: string[] = [];
    const heavy = Array.from({ length: 20 }, (_, i) =>
      database.db.execute(sql`select count(*) from generate_series(1, 100000)`).then(() => order.push(`query ${i}`)),
    );
    const ping = database.isReady().then((ready) => order.push(`ping ${ready}`));
    await Promise.all([...heavy, ping]);
    // At most the one query already running goes before it.
    expect(order.indexOf('ping true')).toBeLessThanOrEqual(1);
  });
});

describe('the thread’s 96 MiB heap and a person’s heaviest data', () => {
  it('exports 40 MiB of journal text, page by page as the account export reads it, and stays up', { timeout: 120_000 }, async () => {
    const stops: Error[] = [];
    const heavy = await openDatabase({ dataDir: await dataDirFromTemplate(), onDatabaseStop: (error) => stops.push(error) });
    try {
      const userId = 'personne-lourde-0000000000';
      await heavy.db.execute(
        sql`insert into users (id, name, email, gender, age) values (${userId}, '', 'lourde@exemple.fr', 'female', 30)`,
      );
      // Entries at the journal's maximum length in three-byte characters (’): 60 KB each, the
      // heaviest page the export can read (EXPORT_PAGE_ROWS of them) is most of what is stored.
      const entries = 700;
      const text = '’“”‘—…';
      await heavy.db.execute(sql`
        insert into journal_entries (user_id, content, local_date)
        select ${userId}, left(repeat(${text}, ${Math.ceil(JOURNAL_TEXT_MAX_LENGTH / text.length)}) || i, ${JOURNAL_TEXT_MAX_LENGTH}), current_date
        from generate_series(1, ${entries}) as i`);
      const [stored] = (
        (await heavy.db.execute(
          sql`select sum(octet_length(content))::bigint as bytes from journal_entries where user_id = ${userId}`,
        )) as unknown as {
          rows: { bytes: string | number }[];
        }
      ).rows;
      expect(Number(stored?.bytes)).toBeGreaterThan(40 * 2 ** 20);
      let read = 0;
      let characters = 0;
      for await (const entry of oldestFirst(heavy.db, journalEntries, userId)) {
        read += 1;
        characters += entry.content.length;
      }
      expect(read).toBe(entries);
      expect(characters).toBe(entries * JOURNAL_TEXT_MAX_LENGTH);
      expect(EXPORT_PAGE_ROWS).toBeLessThanOrEqual(500);
      expect(stops).toEqual([]);
      expect(await heavy.isReady()).toBe(true);
    } finally {
      await heavy.close();
    }
  });
});

describe('a thread that stops', () => {
  it('rejects what was pending and what comes after, and says so once', async () => {
    const stops: Error[] = [];
    const thread = await PgliteThread.open(
      { dataDir: path.join(await dataDirFromTemplate(), 'pglite'), options: PGLITE_OPTIONS },
      (error) => stops.push(error),
    );
    // A transaction that never ends holds the database: the query behind it cannot have been
    // answered when the thread goes, however fast or slow the machine.
    let inside: () => void = () => undefined;
    const began = new Promise<void>((resolve) => (inside = resolve));
    void thread.transaction(async (tx) => {
      await tx.query('select 1');
      inside();
      await new Promise(() => undefined);
    });
    await began;
    const pending = thread.query('select 1');
    // What a crash of the worker looks like from here: it is gone.
    await (thread as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(pending).rejects.toBeInstanceOf(DatabaseThreadStoppedError);
    await expect(thread.query('select 1')).rejects.toBeInstanceOf(DatabaseThreadStoppedError);
    expect(stops).toHaveLength(1);
    expect(thread.closed).toBe(true);
  });

  it('is not ready once closed', async () => {
    const other = await openDatabase({ dataDir: await dataDirFromTemplate() });
    expect(await other.isReady()).toBe(true);
    await other.close();
    expect(await other.isReady()).toBe(false);
  });
});
