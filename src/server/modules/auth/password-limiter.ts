import { createHash } from 'node:crypto';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '#server/db/client';
import { rateLimits } from '#server/db/schema';
import { addressKey } from './login-limiter';

/**
 * Limits of « Mot de passe oublié ? » and of the reset link (issue 16), counted in the database
 * like the sign-in limits (login-limiter.ts), so they hold across app servers.
 */
export const PASSWORD_RESET_LIMITS = {
  // Mails to one address, whoever asks: nobody can fill someone's mailbox from here. Past it the
  // answer stays the same (it must not tell whether the address has an account) and no mail leaves.
  mailsPerEmail: { points: 3, windowSeconds: 60 * 60 },
  // Requests from one address (an IPv6 /64 counts as one): bounds one machine asking for many emails.
  requestsPerIp: { points: 20, windowSeconds: 60 * 60 },
  // Wrong or used reset links from one address. Tokens cannot be guessed (24 random characters);
  // this only keeps anyone from trying.
  badLinksPerIp: { points: 10, windowSeconds: 10 * 60 },
} as const;

const hashKey = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url');

export class PasswordLimiter {
  private readonly mailsPerEmail: RateLimiterDrizzle;
  private readonly requestsPerIp: RateLimiterDrizzle;
  private readonly badLinksPerIp: RateLimiterDrizzle;

  constructor(db: Database) {
    const limiter = (keyPrefix: string, rule: { points: number; windowSeconds: number }) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        clearExpiredByTimeout: false,
        keyPrefix,
        points: rule.points,
        duration: rule.windowSeconds,
      });
    this.mailsPerEmail = limiter('reset-mail-email', PASSWORD_RESET_LIMITS.mailsPerEmail);
    this.requestsPerIp = limiter('reset-request-ip', PASSWORD_RESET_LIMITS.requestsPerIp);
    this.badLinksPerIp = limiter('reset-bad-link-ip', PASSWORD_RESET_LIMITS.badLinksPerIp);
  }

  /** Takes one request from the address's allowance: 0 when taken, else the seconds to wait. */
  takeRequest(ip: string): Promise<number> {
    return take(this.requestsPerIp, hashKey(addressKey(ip)));
  }

  /** Takes one mail from the email's allowance: whether a mail may leave. */
  async takeMail(email: string): Promise<boolean> {
    return (await take(this.mailsPerEmail, hashKey(email))) === 0;
  }

  /** Seconds before this address may try a reset link again, or 0. */
  async badLinkBlocked(ip: string): Promise<number> {
    const result = await this.badLinksPerIp.get(hashKey(addressKey(ip)));
    if (!result || result.consumedPoints < PASSWORD_RESET_LIMITS.badLinksPerIp.points) return 0;
    return Math.max(1, Math.ceil(result.msBeforeNext / 1000));
  }

  async recordBadLink(ip: string): Promise<void> {
    await take(this.badLinksPerIp, hashKey(addressKey(ip)));
  }
}

async function take(limiter: RateLimiterDrizzle, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (error) {
    // consume() rejects once the points are spent: that is the answer, not an error.
    if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw error;
  }
}
