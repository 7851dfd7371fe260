import { createHash } from 'node:crypto';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Database } from '../../db/client';
import { rateLimits } from '../../db/schema';

/** Failed sign-ins allowed before the email, or the address they come from, is paused. */
export const LOGIN_LIMITS = {
  perEmail: { failures: 5, windowSeconds: 10 * 60 },
  // Higher: several people can share one address (a household, a campus, a mobile carrier).
  perIp: { failures: 20, windowSeconds: 10 * 60 },
} as const;

/** The key is a hash so that the shared counters table holds no email address. */
const hashKey = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Counts failed sign-ins per email and per IP in the database (rate-limiter-flexible's Drizzle
 * store), so the limit holds across every app server sharing it.
 */
export class LoginLimiter {
  private readonly byEmail: RateLimiterDrizzle;
  private readonly byIp: RateLimiterDrizzle;

  constructor(db: Database) {
    // clearExpiredByTimeout: an unref'd timer deletes counters expired for an hour.
    const common = { storeClient: db, schema: rateLimits, clearExpiredByTimeout: true };
    this.byEmail = new RateLimiterDrizzle({
      ...common,
      keyPrefix: 'login-email',
      points: LOGIN_LIMITS.perEmail.failures,
      duration: LOGIN_LIMITS.perEmail.windowSeconds,
    });
    this.byIp = new RateLimiterDrizzle({
      ...common,
      keyPrefix: 'login-ip',
      points: LOGIN_LIMITS.perIp.failures,
      duration: LOGIN_LIMITS.perIp.windowSeconds,
    });
  }

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  async secondsBlocked(email: string, ip: string): Promise<number> {
    const [emailRes, ipRes] = await Promise.all([this.byEmail.get(hashKey(email)), this.byIp.get(hashKey(ip))]);
    const blocked = [
      emailRes && emailRes.consumedPoints >= LOGIN_LIMITS.perEmail.failures ? emailRes.msBeforeNext : 0,
      ipRes && ipRes.consumedPoints >= LOGIN_LIMITS.perIp.failures ? ipRes.msBeforeNext : 0,
    ];
    return Math.ceil(Math.max(...blocked) / 1000);
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    // consume() rejects once the points are spent; that rejection is the count we want, not an error.
    await Promise.allSettled([this.byEmail.consume(hashKey(email)), this.byIp.consume(hashKey(ip))]);
  }

  /** A successful sign-in clears the email's failures (not the IP's). */
  async recordSuccess(email: string): Promise<void> {
    await this.byEmail.delete(hashKey(email));
  }
}
