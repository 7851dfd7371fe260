import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '#server/db/client';
import { rateLimits } from '#server/db/schema';
import { PIN_ATTEMPTS } from '#shared/lock';

/**
 * Failed sign-ins allowed before a pause (OWASP's answer to lock-out by strangers, issue 12).
 * A browser that has never signed in as the person is counted per (email, address), per address
 * and per email; a browser that has (device cookie, device-cookie.ts) only on its own counter, so
 * no stranger's failures can pause the owner's own browser.
 */
export const LOGIN_LIMITS = {
  // A stranger trying an email pauses only their own tries on it, from their own address.
  perEmailAndIp: { failures: 5, windowSeconds: 10 * 60 },
  // Higher: several people share one address (a café, an office). Bounds one address trying many emails.
  perIp: { failures: 20, windowSeconds: 10 * 60 },
  // Bounds guessing spread over many addresses (IPv6 hands out millions): new browsers for that email
  // wait, the owner's known browsers never do.
  perEmail: { failures: 100, windowSeconds: 60 * 60 },
  // A browser that signed in as the person before: its own small counter (the owner's typos).
  perDevice: { failures: 5, windowSeconds: 10 * 60 },
  // Wrong passwords when a signed-in person confirms an irreversible act (deleting the account).
  perPasswordCheck: { failures: 5, windowSeconds: 10 * 60 },
  // Wrong lock codes in a row (issue 27): the fifth ends the session (app-lock.ts), so the password is
  // asked; a long window, so that waiting never buys more tries.
  perPinCheck: { failures: PIN_ATTEMPTS, windowSeconds: 24 * 60 * 60 },
} as const;

/** SIGNUP_LIMIT_PER_HOUR's default (env.ts). */
export const DEFAULT_SIGNUPS_PER_HOUR = 5;

/** One sign-in attempt: who for, from where, and the device id when the browser is trusted for that account. */
export interface LoginAttempt {
  email: string;
  ip: string;
  device: string | null;
}

/** The keys are hashes, so that the shared counters table holds no email, address or account id. */
const hashKey = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url');

/**
 * The address as the limits count it: an IPv4 address as is (also when written IPv4-mapped), an
 * IPv6 address by its /64 network, since one home or phone is given a whole /64 and could
 * otherwise change address at every try.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const groups = (part: string) => (part ? part.split(':') : []);
  const [head = '', tail] = address.split('::');
  const headGroups = groups(head);
  const tailGroups = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 (64:ff9b::192.0.2.1) fills two groups.
  const tailLength = tailGroups.reduce((length, group) => length + (group.includes('.') ? 2 : 1), 0);
  const all =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailLength)).fill('0'), ...tailGroups];
  return `${all
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

type Rule = { failures: number; windowSeconds: number };

/**
 * Counts failed sign-ins, password checks and sign-ups in the database (rate-limiter-flexible's
 * Drizzle store), so the limits hold across every app server sharing it.
 */
export class LoginLimiter {
  private readonly byEmailAndIp: RateLimiterDrizzle;
  private readonly byIp: RateLimiterDrizzle;
  private readonly byEmail: RateLimiterDrizzle;
  private readonly byDevice: RateLimiterDrizzle;
  private readonly byPasswordCheck: RateLimiterDrizzle;
  private readonly byPinCheck: RateLimiterDrizzle;
  private readonly signups: RateLimiterDrizzle;

  constructor(db: Database, options: { signupsPerHour?: number } = {}) {
    // Expired counters are deleted by the app's one sweeper (db/rate-limit-sweeper.ts).
    const limiter = (keyPrefix: string, rule: Rule) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        clearExpiredByTimeout: false,
        keyPrefix,
        points: rule.failures,
        duration: rule.windowSeconds,
      });
    // New prefixes: counters stored under the old ones meant something else (per email from anywhere).
    this.byEmailAndIp = limiter('login-email-ip', LOGIN_LIMITS.perEmailAndIp);
    this.byIp = limiter('login-ip', LOGIN_LIMITS.perIp);
    this.byEmail = limiter('login-email-any', LOGIN_LIMITS.perEmail);
    this.byDevice = limiter('login-device', LOGIN_LIMITS.perDevice);
    this.byPasswordCheck = limiter('password-check', LOGIN_LIMITS.perPasswordCheck);
    this.byPinCheck = limiter('pin-check', LOGIN_LIMITS.perPinCheck);
    this.signups = limiter('signup-ip', { failures: options.signupsPerHour ?? DEFAULT_SIGNUPS_PER_HOUR, windowSeconds: 60 * 60 });
  }

  /** The counters an attempt is judged by: a trusted browser's own, or the three of a stranger. */
  private countersOf({ email, ip, device }: LoginAttempt): [RateLimiterDrizzle, string, Rule][] {
    if (device) return [[this.byDevice, hashKey(device), LOGIN_LIMITS.perDevice]];
    const address = addressKey(ip);
    return [
      [this.byEmailAndIp, hashKey(email, address), LOGIN_LIMITS.perEmailAndIp],
      [this.byIp, hashKey(address), LOGIN_LIMITS.perIp],
      [this.byEmail, hashKey(email), LOGIN_LIMITS.perEmail],
    ];
  }

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  async secondsBlocked(attempt: LoginAttempt): Promise<number> {
    return secondsBlocked(this.countersOf(attempt));
  }

  async recordFailure(attempt: LoginAttempt): Promise<void> {
    await consumeAll(this.countersOf(attempt));
  }

  /**
   * A successful sign-in clears that browser's failures: its device counter, or the (email,
   * address) one. Not the address's or the email's: a sign-in to one's own account must not reset
   * the count of someone trying many emails, or one email from many places.
   */
  async recordSuccess({ email, ip, device }: LoginAttempt): Promise<void> {
    if (device) await this.byDevice.delete(hashKey(device));
    await this.byEmailAndIp.delete(hashKey(email, addressKey(ip)));
  }

  /**
   * The owner proved the mailbox (a password reset): the e-mail's failures are forgotten, the
   * counter that pauses every new browser and the one of the address the reset came from. The
   * addresses the failures came from stay paused for that e-mail (issue 25).
   */
  async clearEmail(email: string, ip: string): Promise<void> {
    await Promise.all([this.byEmail.delete(hashKey(email)), this.byEmailAndIp.delete(hashKey(email, addressKey(ip)))]);
  }

  /** Seconds until a signed-in person may confirm their password again, or 0. */
  async passwordCheckBlocked(userId: string): Promise<number> {
    return secondsBlocked([[this.byPasswordCheck, hashKey(userId), LOGIN_LIMITS.perPasswordCheck]]);
  }

  async recordPasswordCheckFailure(userId: string): Promise<void> {
    await consumeAll([[this.byPasswordCheck, hashKey(userId), LOGIN_LIMITS.perPasswordCheck]]);
  }

  /** Counts a wrong lock code; returns how many in a row there are now. */
  async recordPinCheckFailure(userId: string): Promise<number> {
    try {
      return (await this.byPinCheck.consume(hashKey(userId))).consumedPoints;
    } catch (error) {
      if (error instanceof RateLimiterRes) return error.consumedPoints;
      throw error;
    }
  }

  /** A right code, a new code, or the session ended after too many: the count starts again. */
  async clearPinChecks(userId: string): Promise<void> {
    await this.byPinCheck.delete(hashKey(userId));
  }

  /**
   * Takes one sign-up from the address's hourly allowance: 0 when taken, else the seconds to wait.
   * Taken before the account is created, so that simultaneous sign-ups cannot overshoot.
   */
  async takeSignup(ip: string): Promise<number> {
    try {
      await this.signups.consume(hashKey(addressKey(ip)));
      return 0;
    } catch (error) {
      if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw error;
    }
  }

  /** Gives a sign-up back: the attempt created no account and told nothing (a typo, a weak password). */
  async refundSignup(ip: string): Promise<void> {
    await this.signups.reward(hashKey(addressKey(ip)));
  }
}

async function secondsBlocked(counters: [RateLimiterDrizzle, string, Rule][]): Promise<number> {
  const results = await Promise.all(counters.map(([limiter, key]) => limiter.get(key)));
  const waits = results.map((result, index) =>
    result && result.consumedPoints >= (counters[index]?.[2].failures ?? Infinity) ? result.msBeforeNext : 0,
  );
  return Math.ceil(Math.max(0, ...waits) / 1000);
}

async function consumeAll(counters: [RateLimiterDrizzle, string, Rule][]): Promise<void> {
  // consume() rejects once the points are spent; that rejection is the count we want, not an error.
  const results = await Promise.allSettled(counters.map(([limiter, key]) => limiter.consume(key)));
  for (const result of results) {
    if (result.status === 'rejected' && !(result.reason instanceof RateLimiterRes)) throw result.reason;
  }
}
