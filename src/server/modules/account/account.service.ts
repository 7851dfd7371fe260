import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { TZDate } from '@date-fns/tz';
import { EXPORT_FILES } from '#shared/account';
import type { Database } from '#server/db/client';
import {
  appLocks,
  accounts,
  feedback,
  goals,
  journalEntries,
  matrixItems,
  matrixSections,
  messages,
  onceClaims,
  progress,
  rateLimits,
  memoryFacts,
  memorySettings,
  noContactEvents,
  noContactReasons,
  safetyPlans,
  parcours,
  bilans,
  pushSubscriptions,
  reminderSettings,
  sessions,
  stories,
  unsentLetters,
  users,
  verifications,
} from '#server/db/schema';
import { oldestFirst } from '#server/db/owned-rows';
import { type ExportedTable, exportFiles, type ExportSource, PAGED_TABLES, type PagedTable } from './export-files';
import { zipOf } from './export-zip';

/**
 * Every table holding a person's data, the column that says whose it is, and the table's key in
 * the export (ExportRows, read by export-files.ts) — or null for the secrets and the technical
 * rows, which are left out of the export on purpose (NOT_EXPORTED_TABLES says why). Deletion
 * goes through this whole list, and account.test.ts fails when a table of the schema is in
 * neither this list nor NOT_PERSONAL_TABLES, or when an exported table's data does not reach the
 * ZIP: a new table cannot be forgotten.
 */
export const USER_DATA_TABLES: {
  name: string;
  table: PgTable;
  owner: PgColumn;
  by: 'id' | 'email';
  exported: ExportedTable | null;
}[] = [
  { name: 'users', table: users, owner: users.id, by: 'id', exported: 'users' },
  { name: 'accounts', table: accounts, owner: accounts.userId, by: 'id', exported: null },
  { name: 'sessions', table: sessions, owner: sessions.userId, by: 'id', exported: null },
  { name: 'verifications', table: verifications, owner: verifications.identifier, by: 'email', exported: null },
  { name: 'stories', table: stories, owner: stories.userId, by: 'id', exported: 'stories' },
  { name: 'messages', table: messages, owner: messages.userId, by: 'id', exported: 'messages' },
  { name: 'journal_entries', table: journalEntries, owner: journalEntries.userId, by: 'id', exported: 'journal_entries' },
  { name: 'progress', table: progress, owner: progress.userId, by: 'id', exported: 'progress' },
  { name: 'goals', table: goals, owner: goals.userId, by: 'id', exported: 'goals' },
  { name: 'matrix_sections', table: matrixSections, owner: matrixSections.userId, by: 'id', exported: 'matrix_sections' },
  { name: 'matrix_items', table: matrixItems, owner: matrixItems.userId, by: 'id', exported: 'matrix_items' },
  { name: 'feedback', table: feedback, owner: feedback.userId, by: 'id', exported: 'feedback' },
  { name: 'safety_plans', table: safetyPlans, owner: safetyPlans.userId, by: 'id', exported: 'safety_plans' },
  { name: 'memory_facts', table: memoryFacts, owner: memoryFacts.userId, by: 'id', exported: 'memory_facts' },
  { name: 'memory_settings', table: memorySettings, owner: memorySettings.userId, by: 'id', exported: 'memory_settings' },
  { name: 'unsent_letters', table: unsentLetters, owner: unsentLetters.userId, by: 'id', exported: 'unsent_letters' },
  { name: 'no_contact_reasons', table: noContactReasons, owner: noContactReasons.userId, by: 'id', exported: 'no_contact_reasons' },
  { name: 'no_contact_events', table: noContactEvents, owner: noContactEvents.userId, by: 'id', exported: 'no_contact_events' },
  { name: 'parcours', table: parcours, owner: parcours.userId, by: 'id', exported: 'parcours' },
  { name: 'bilans', table: bilans, owner: bilans.userId, by: 'id', exported: 'bilans' },
  { name: 'reminder_settings', table: reminderSettings, owner: reminderSettings.userId, by: 'id', exported: 'reminder_settings' },
  { name: 'push_subscriptions', table: pushSubscriptions, owner: pushSubscriptions.userId, by: 'id', exported: 'push_subscriptions' },
  { name: 'once_claims', table: onceClaims, owner: onceClaims.userId, by: 'id', exported: null },
  { name: 'app_locks', table: appLocks, owner: appLocks.userId, by: 'id', exported: null },
];

const isPaged = (table: ExportedTable): table is PagedTable => (PAGED_TABLES as readonly string[]).includes(table);

/** The personal tables the export leaves out, and why. */
export const NOT_EXPORTED_TABLES: Record<string, string> = {
  accounts: 'the password hash and provider tokens: secrets, which would only help whoever steals the file',
  sessions: 'session tokens, the same',
  verifications: 'one-time codes, the same',
  app_locks: 'the lock code’s hash, a secret like the password; whether a code is set, and after how long, is shown in « Mon compte »',
  once_claims: 'a technical lock (the first chat message was written once): nothing the person said or did',
};

/** Tables that hold nothing that identifies a person, and why. */
export const NOT_PERSONAL_TABLES: Record<string, string> = {
  rate_limits: 'counters under hashed keys or a user id; a person’s counters go with their account, the rest expire within the hour',
  crisis_counts: 'anonymous counts per day, source and category: no person, no text',
  data_keys: 'the keys of encryption at rest, wrapped by the master key: no person, no text',
};

export class AccountService {
  constructor(private readonly db: Database) {}

  /**
   * Everything of the person's, as a ZIP of documented JSON files, the journal and the chat in
   * Markdown, and a LISEZMOI.txt (GDPR art. 15 and 20). `timeZone` is where the Markdown's days
   * and times are read. The ZIP is written as it is read (issue 25): the small tables are read
   * whole, the journal and the chat a page at a time, so its size costs time, never memory.
   */
  async export(user: { id: string; email: string }, timeZone: string, exportedAt = new Date()): Promise<AsyncIterable<Uint8Array>> {
    const rows: Record<string, unknown[]> = {};
    for (const { table, owner, by, exported } of USER_DATA_TABLES) {
      if (!exported || isPaged(exported)) continue;
      const columns = getTableColumns(table);
      // Oldest first: in the order of writing where there is one, else of creation.
      const order = [columns.seq, columns.createdAt].filter((column) => column !== undefined);
      rows[exported] = await this.db
        .select()
        .from(table)
        .where(eq(owner, by === 'id' ? user.id : user.email))
        .orderBy(...order);
    }
    const source: ExportSource = {
      rows: rows as unknown as ExportSource['rows'],
      pages: {
        journal_entries: () => oldestFirst(this.db, journalEntries, user.id),
        messages: () => oldestFirst(this.db, messages, user.id),
      },
    };
    const files = exportFiles(source, { exportedAt, timeZone });
    // DOS time in the ZIP has no time zone: the export's own instant, seen where the person lives.
    const local = new TZDate(exportedAt.getTime(), timeZone);
    const mtime = new Date(local.getFullYear(), local.getMonth(), local.getDate(), local.getHours(), local.getMinutes());
    return zipOf(
      EXPORT_FILES.map((name) => [name, files[name]]),
      mtime,
    );
  }

  /**
   * Deletes everything of the person in one transaction: every table of USER_DATA_TABLES, which
   * also ends every session. (The foreign keys cascade too; deleting each table explicitly keeps
   * the list above honest.)
   */
  async delete(user: { id: string; email: string }): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const { table, owner, by } of [...USER_DATA_TABLES].reverse()) {
        await tx.delete(table).where(eq(owner, by === 'id' ? user.id : user.email));
      }
      await tx.delete(rateLimits).where(namesPerson(user.id));
    });
  }
}

/**
 * The rate-limit counters keyed by the person's id ('ai-chat:<id>', 'ai-suggestions:<id>', and any
 * limiter added later under its own prefix): without this they outlived the account by up to an
 * hour. Matched anywhere in the key rather than by a list of prefixes, so a new per-person limiter
 * is covered without touching this file; ids are 32 random characters, and the other keys are
 * hashes, so nothing else can match. (A scan, but of a small table, on a rare operation.)
 */
function namesPerson(userId: string) {
  // strpos(key, '') is 1: an empty id would erase every counter of everyone.
  if (userId.length < 16) throw new Error('a user id is too short to match rate-limit keys on');
  return sql`strpos(${rateLimits.key}, ${userId}) > 0`;
}

/** The schema's table names and whether each has a user_id column (for the coverage test). */
export function describeTable(table: PgTable): { name: string; columns: string[] } {
  return { name: getTableName(table), columns: Object.values(getTableColumns(table)).map((column) => column.name) };
}
