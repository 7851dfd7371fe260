import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { AppError } from '../../http/errors';

export const AI_LIMIT_MESSAGES = {
  chat: "Tu as beaucoup écrit à Janne cette dernière heure. Fais une petite pause, puis reviens dans quelques minutes : elle sera là. Si tu as besoin de parler tout de suite, tu trouveras des numéros d'écoute dans « Besoin d'aide ? ».",
  suggestions: 'Janne a fait beaucoup de suggestions cette dernière heure. Réessaie un peu plus tard.',
} as const;

/**
 * Per-person limits on the calls that cost AI provider money, so one account cannot run up the
 * bill. Counted in the database (rate-limiter-flexible's Drizzle store), so they hold across
 * app servers.
 */
export class AiLimits {
  private readonly chat: RateLimiterDrizzle;
  private readonly suggestions: RateLimiterDrizzle;

  constructor(db: Database, perHour: { chat: number; suggestions: number }) {
    const common = { storeClient: db, schema: rateLimits, duration: 60 * 60, clearExpiredByTimeout: true };
    this.chat = new RateLimiterDrizzle({ ...common, keyPrefix: 'ai-chat', points: perHour.chat });
    this.suggestions = new RateLimiterDrizzle({ ...common, keyPrefix: 'ai-suggestions', points: perHour.suggestions });
  }

  /** Takes one chat call; false when the hour's allowance is spent. */
  async tryChat(userId: string): Promise<boolean> {
    return consumed(this.chat, userId);
  }

  /** Takes one suggestion call, or throws the calm 429. */
  async takeSuggestion(userId: string): Promise<void> {
    if (!(await consumed(this.suggestions, userId))) throw limited('suggestions');
  }
}

export function limited(kind: keyof typeof AI_LIMIT_MESSAGES): AppError {
  return new AppError(429, 'ai-rate-limited', AI_LIMIT_MESSAGES[kind]);
}

async function consumed(limiter: RateLimiterDrizzle, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}
