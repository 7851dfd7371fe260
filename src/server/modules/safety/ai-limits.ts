import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { AI_BUDGET_MESSAGES, AI_LIMIT_MESSAGES } from '#shared/messages';
import type { Database } from '#server/db/client';
import { rateLimits } from '#server/db/schema';
import { type DomainError, rateLimited } from '../errors';

/** AI_GLOBAL_LIMIT_PER_HOUR's default (env.ts). */
export const DEFAULT_AI_GLOBAL_PER_HOUR = 2000;

/** Where the global budget is counted in rate_limits (one counter for everyone; no person in it). */
export const AI_GLOBAL_BUDGET = { keyPrefix: 'ai-global', key: 'everyone' } as const;

type Kind = keyof typeof AI_LIMIT_MESSAGES;

/**
 * Limits on the calls that cost AI provider money: per person, so one account cannot run up the
 * bill, and for everyone together per hour (issue 12), since every new account brings fresh
 * per-person allowances. Counted in the database (rate-limiter-flexible's Drizzle store), so they
 * hold across app servers.
 */
export class AiLimits {
  private readonly perPerson: Record<Kind, RateLimiterDrizzle>;
  private readonly global: RateLimiterDrizzle;

  constructor(db: Database, perHour: { chat: number; suggestions: number; global?: number }) {
    const common = { storeClient: db, schema: rateLimits, duration: 60 * 60, clearExpiredByTimeout: true };
    this.perPerson = {
      chat: new RateLimiterDrizzle({ ...common, keyPrefix: 'ai-chat', points: perHour.chat }),
      suggestions: new RateLimiterDrizzle({ ...common, keyPrefix: 'ai-suggestions', points: perHour.suggestions }),
    };
    this.global = new RateLimiterDrizzle({
      ...common,
      keyPrefix: AI_GLOBAL_BUDGET.keyPrefix,
      points: perHour.global ?? DEFAULT_AI_GLOBAL_PER_HOUR,
    });
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
    if ((await consume(this.perPerson[kind], userId)) !== null) return limited(kind);
    const wait = await consume(this.global, AI_GLOBAL_BUDGET.key);
    if (wait === null) return null;
    await this.perPerson[kind].reward(userId);
    const seconds = Math.max(1, Math.ceil(wait / 1000));
    return rateLimited('ai-rate-limited', AI_BUDGET_MESSAGES[kind](seconds), seconds);
  }
}

export function limited(kind: Kind): DomainError {
  return rateLimited('ai-rate-limited', AI_LIMIT_MESSAGES[kind]);
}

/** Takes a point: null when taken, else the milliseconds until the window ends. */
async function consume(limiter: RateLimiterDrizzle, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return error.msBeforeNext;
    throw error;
  }
}
