import { sql } from 'drizzle-orm';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import { AI_BUDGET_MESSAGES, AI_LIMIT_MESSAGES } from '#shared/messages';
import type { Database } from '#server/db/client';
import { rateLimits } from '#server/db/schema';
import { type DomainError, rateLimited } from '../errors';

/** AI_GLOBAL_LIMIT_PER_HOUR's default (env.ts). */
export const DEFAULT_AI_GLOBAL_PER_HOUR = 2000;

/** Where the global budget is counted in rate_limits (one counter for everyone; no person in it). */
export const AI_GLOBAL_BUDGET = { keyPrefix: 'ai-global', key: 'everyone' } as const;

type Kind = keyof typeof AI_LIMIT_MESSAGES;

const HOUR_S = 60 * 60;
const KEY_PREFIXES: Record<Kind, string> = { chat: 'ai-chat', suggestions: 'ai-suggestions' };
/** rate-limiter-flexible's key for the budget: `${keyPrefix}:${key}`. */
const GLOBAL_KEY = `${AI_GLOBAL_BUDGET.keyPrefix}:${AI_GLOBAL_BUDGET.key}`;

/**
 * Limits on the calls that cost AI provider money: per person, so one account cannot run up the
 * bill, and for everyone together per hour (issue 12), since every new account brings fresh
 * per-person allowances. Counted in the database, in rate-limiter-flexible's Drizzle store (its
 * table, keys and windows), so they hold across app servers.
 */
export class AiLimits {
  private readonly perPerson: Record<Kind, RateLimiterDrizzle>;
  private readonly points: Record<Kind | 'global', number>;

  constructor(
    private readonly db: Database,
    perHour: { chat: number; suggestions: number; global?: number },
  ) {
    const common = { storeClient: db, schema: rateLimits, duration: HOUR_S, clearExpiredByTimeout: false };
    this.perPerson = {
      chat: new RateLimiterDrizzle({ ...common, keyPrefix: KEY_PREFIXES.chat, points: perHour.chat }),
      suggestions: new RateLimiterDrizzle({ ...common, keyPrefix: KEY_PREFIXES.suggestions, points: perHour.suggestions }),
    };
    // The library's limiters also clear expired rows, every key of the table (the budget's too).
    this.points = { chat: perHour.chat, suggestions: perHour.suggestions, global: perHour.global ?? DEFAULT_AI_GLOBAL_PER_HOUR };
  }

  /** Takes one chat call; the calm 429 to answer when the person's allowance or everyone's budget is spent, else null. */
  async chatRefusal(userId: string): Promise<DomainError | null> {
    return this.take('chat', userId);
  }

  /** Takes one suggestion call, or throws the calm 429. */
  async takeSuggestion(userId: string): Promise<void> {
    const refusal = await this.take('suggestions', userId);
    if (refusal) throw refusal;
  }

  /**
   * The person's allowance first: someone over theirs, sending again and again, must not eat into
   * everyone's budget. When the budget refuses, the person's call is given back: they made none.
   */
  private async take(kind: Kind, userId: string): Promise<DomainError | null> {
    const taken = await this.consumeBoth(`${KEY_PREFIXES[kind]}:${userId}`, this.points[kind]);
    if (taken.person > this.points[kind]) return limited(kind);
    if (taken.everyone === null || taken.everyone.points <= this.points.global) return null;
    await this.perPerson[kind].reward(userId);
    const seconds = Math.max(1, Math.ceil(taken.everyone.msBeforeNext / 1000));
    return rateLimited('ai-rate-limited', AI_BUDGET_MESSAGES[kind](seconds), seconds);
  }

  /**
   * One point from the person's counter, and one from everyone's only if the person's was within
   * their allowance — in one statement: the call is checked before every reply, and the two
   * upserts one after the other cost two round trips (issue 17). Each upsert is
   * rate-limiter-flexible's own (RateLimiterDrizzle._upsert): a counter whose hour has passed
   * starts again at 1 with a new hour, otherwise it counts on. Rows are locked person first, then
   * everyone, in every call.
   */
  private async consumeBoth(
    personKey: string,
    personPoints: number,
  ): Promise<{ person: number; everyone: { points: number; msBeforeNext: number } | null }> {
    const now = sql`${new Date().toISOString()}::timestamptz`;
    const hourLater = sql`${new Date(Date.now() + HOUR_S * 1000).toISOString()}::timestamptz`;
    const counts = sql`
      points = case when ${rateLimits.expire} <= ${now} then 1 else ${rateLimits.points} + 1 end,
      expire = case when ${rateLimits.expire} <= ${now} then ${hourLater} else ${rateLimits.expire} end`;
    const result = await this.db.execute(sql`
      with person as (
        insert into ${rateLimits} (key, points, expire) values (${personKey}, 1, ${hourLater})
        on conflict (key) do update set ${counts}
        returning points
      ), everyone as (
        insert into ${rateLimits} (key, points, expire)
        select ${GLOBAL_KEY}::text, 1, ${hourLater} from person where person.points <= ${personPoints}::int
        on conflict (key) do update set ${counts}
        returning points, expire
      )
      select person.points as person, everyone.points as everyone,
             floor(extract(epoch from everyone.expire - ${now}) * 1000)::int as everyone_ms
      from person left join everyone on true`);
    const [row] = (result as unknown as { rows: { person: number; everyone: number | null; everyone_ms: number | null }[] }).rows;
    if (!row) throw new Error('rate limit upsert returned nothing');
    if (row.everyone === null) return { person: row.person, everyone: null };
    // As the library: no expiry (never set by these limits) is -1. Never more than the hour: calls
    // made at once build their « now » in one order and run in another, and the hour set by one can
    // end a few milliseconds past another's hour (« Réessaie dans 2 heures » was seen under load).
    const msBeforeNext = row.everyone_ms === null ? -1 : Math.min(Math.max(row.everyone_ms, 0), HOUR_S * 1000);
    return { person: row.person, everyone: { points: row.everyone, msBeforeNext } };
  }
}

export function limited(kind: Kind): DomainError {
  return rateLimited('ai-rate-limited', AI_LIMIT_MESSAGES[kind]);
}
