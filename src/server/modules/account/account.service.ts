import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DataExport } from '#shared/account';
import { EXPORT_TEXTS } from '#shared/messages';
import type { Database } from '#server/db/client';
import {
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
  sessions,
  stories,
  unsentLetters,
  users,
  verifications,
} from '#server/db/schema';

/**
 * Every table holding a person's data, and the column that says whose it is. Export and deletion
 * both go through this list, and account.test.ts fails when a table of the schema is in neither
 * this list nor NOT_PERSONAL_TABLES: a new table cannot be forgotten.
 */
export const USER_DATA_TABLES: { name: string; table: PgTable; owner: PgColumn; by: 'id' | 'email' }[] = [
  { name: 'users', table: users, owner: users.id, by: 'id' },
  { name: 'accounts', table: accounts, owner: accounts.userId, by: 'id' },
  { name: 'sessions', table: sessions, owner: sessions.userId, by: 'id' },
  { name: 'verifications', table: verifications, owner: verifications.identifier, by: 'email' },
  { name: 'stories', table: stories, owner: stories.userId, by: 'id' },
  { name: 'messages', table: messages, owner: messages.userId, by: 'id' },
  { name: 'journal_entries', table: journalEntries, owner: journalEntries.userId, by: 'id' },
  { name: 'progress', table: progress, owner: progress.userId, by: 'id' },
  { name: 'goals', table: goals, owner: goals.userId, by: 'id' },
  { name: 'matrix_sections', table: matrixSections, owner: matrixSections.userId, by: 'id' },
  { name: 'matrix_items', table: matrixItems, owner: matrixItems.userId, by: 'id' },
  { name: 'feedback', table: feedback, owner: feedback.userId, by: 'id' },
  { name: 'safety_plans', table: safetyPlans, owner: safetyPlans.userId, by: 'id' },
  { name: 'memory_facts', table: memoryFacts, owner: memoryFacts.userId, by: 'id' },
  { name: 'memory_settings', table: memorySettings, owner: memorySettings.userId, by: 'id' },
  { name: 'unsent_letters', table: unsentLetters, owner: unsentLetters.userId, by: 'id' },
  { name: 'no_contact_reasons', table: noContactReasons, owner: noContactReasons.userId, by: 'id' },
  { name: 'no_contact_events', table: noContactEvents, owner: noContactEvents.userId, by: 'id' },
  { name: 'once_claims', table: onceClaims, owner: onceClaims.userId, by: 'id' },
];

/** Tables that hold nothing that identifies a person, and why. */
export const NOT_PERSONAL_TABLES: Record<string, string> = {
  rate_limits: 'counters under hashed keys or a user id; a person’s counters go with their account, the rest expire within the hour',
  crisis_counts: 'anonymous counts per day, source and category: no person, no text',
  data_keys: 'the keys of encryption at rest, wrapped by the master key: no person, no text',
};

/** Secrets are rows of the person too, but exporting them would only help whoever steals the file. */
/**
 * Columns the export leaves out entirely: `seq` is one counter for everyone (an identity column), so
 * its values would tell how many messages, entries or goals other people wrote in between (issue 12).
 */
const NOT_EXPORTED_COLUMNS = ['seq'];

const NOT_EXPORTED: Record<string, string[]> = {
  accounts: ['password', 'accessToken', 'refreshToken', 'idToken'],
  sessions: ['token'],
};

export class AccountService {
  constructor(private readonly db: Database) {}

  /** Every row of every table that belongs to the person (GDPR art. 15 and 20). */
  async export(user: { id: string; email: string }): Promise<DataExport> {
    const tables: Record<string, Record<string, unknown>[]> = {};
    for (const { name, table, owner, by } of USER_DATA_TABLES) {
      const rows = (await this.db
        .select()
        .from(table)
        .where(eq(owner, by === 'id' ? user.id : user.email))) as Record<string, unknown>[];
      const hidden = NOT_EXPORTED[name] ?? [];
      tables[name] = rows.map((row) =>
        Object.fromEntries(
          Object.entries(row)
            .filter(([key]) => !NOT_EXPORTED_COLUMNS.includes(key))
            .map(([key, value]) => [key, hidden.includes(key) && value !== null ? EXPORT_TEXTS.hiddenValue : value]),
        ),
      );
    }
    return {
      exportedAt: new Date().toISOString(),
      notice: EXPORT_TEXTS.notice,
      tables,
    };
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
