import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { QUOTA_MESSAGES } from '#shared/messages';
import type { Database } from '#server/db/client';
import { rateLimits } from '#server/db/schema';
import { type DomainError, rateLimited, tooLarge } from '../errors';

/**
 * Quotas a person never meets and an attacker always does (issue 25): nothing limited how much
 * one account could write, and one account of 1,200 huge entries took the server down. The
 * defaults come from what a heavy real user writes, with a wide margin (see .env.example):
 *  - journal entries (and check-ins): a few a day; 30 in 24 hours;
 *  - chat messages: an evening of talk is 50 to 150; 400 in 24 hours (on top of the hourly AI limit);
 *  - everything else a person adds (goals, matrix lines and sections, letters, reasons, slips,
 *    urges held, memories, feedback): 200 in 24 hours, all together;
 *  - the whole account: 200 MB of stored text. Two years of a daily journal and nightly chat are
 *    about 50 MB.
 * Each refusal is a French 4xx; the counters live in rate_limits under the person's id, so they
 * hold across servers and go with the account.
 */
export type WriteKind = 'journal' | 'chat' | 'items';

export interface WriteQuotaLimits {
  journalPerDay: number;
  chatPerDay: number;
  itemsPerDay: number;
  accountTextBytes: number;
}

const DAY_S = 24 * 60 * 60;
/** How long a measured account size is trusted, the writes since added to it. */
const SIZE_FRESH_MS = 10 * 60 * 1000;

/** Every column of personal text, by table: what the account's size counts. */
const TEXT_COLUMNS: [table: string, size: string][] = [
  ['journal_entries', 'octet_length(content)'],
  ['messages', 'octet_length(content)'],
  ['unsent_letters', 'octet_length(content)'],
  ['no_contact_reasons', 'octet_length(content)'],
  ['no_contact_events', "octet_length(coalesce(note, ''))"],
  ['goals', 'octet_length(content)'],
  ['matrix_items', 'octet_length(content)'],
  ['matrix_sections', 'octet_length(title) + octet_length(description)'],
  ['feedback', 'octet_length(content)'],
  ['memory_facts', 'octet_length(text)'],
];

export class WriteQuotas {
  private readonly perDay: Record<WriteKind, RateLimiterDrizzle>;
  /** The account's size as last measured, and when; plus what was written since. */
  private readonly sizes = new LRUCache<string, { bytes: number; at: number }>({ max: 10_000 });

  constructor(
    private readonly db: Database,
    private readonly limits: WriteQuotaLimits,
  ) {
    const limiter = (kind: WriteKind, points: number) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        clearExpiredByTimeout: false,
        keyPrefix: `writes-${kind}`,
        points,
        duration: DAY_S,
      });
    this.perDay = {
      journal: limiter('journal', limits.journalPerDay),
      chat: limiter('chat', limits.chatPerDay),
      items: limiter('items', limits.itemsPerDay),
    };
  }

  /** Takes one write of `kind` of about `bytes`; the French 4xx to answer when a quota is spent, else null. */
  async refusal(userId: string, kind: WriteKind, bytes: number): Promise<DomainError | null> {
    if ((await this.accountBytes(userId)) >= this.limits.accountTextBytes) {
      return tooLarge('quota/account-full', QUOTA_MESSAGES.accountFull(this.limits.accountTextBytes / 1e6));
    }
    try {
      await this.perDay[kind].consume(userId);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      return rateLimited(`quota/${kind}-per-day`, QUOTA_MESSAGES[kind](seconds), seconds);
    }
    const known = this.sizes.get(userId);
    if (known) known.bytes += bytes;
    return null;
  }

  /** The same, thrown. */
  async take(userId: string, kind: WriteKind, bytes: number): Promise<void> {
    const refusal = await this.refusal(userId, kind, bytes);
    if (refusal) throw refusal;
  }

  /**
   * The stored size of the person's text (ciphertext, as it sits on disk), measured at most every
   * SIZE_FRESH_MS: the sum reads every row of the person's, 70–120 ms on PGlite for an account of
   * 70,000 rows (measured), once in ten minutes; in between a write costs its counter's upsert, 2–4 ms.
   */
  private async accountBytes(userId: string): Promise<number> {
    const known = this.sizes.get(userId);
    if (known && Date.now() - known.at < SIZE_FRESH_MS) return known.bytes;
    const parts = TEXT_COLUMNS.map(
      ([table, size]) => sql`select ${sql.raw(size)} as n from ${sql.identifier(table)} where user_id = ${userId}`,
    );
    const result = await this.db.execute(
      sql`select coalesce(sum(n), 0)::float8 as bytes from (${sql.join(parts, sql` union all `)}) as texts`,
    );
    const [row] = (result as unknown as { rows: { bytes: number }[] }).rows;
    const bytes = Number(row?.bytes ?? 0);
    this.sizes.set(userId, { bytes, at: Date.now() });
    return bytes;
  }
}
