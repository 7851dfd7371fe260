import { createHmac, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { parseCookies, serializeCookie } from 'better-call';
import { eq } from 'drizzle-orm';
import { LOCK_MESSAGES, PIN_ATTEMPTS, type LockState } from '#shared/lock';
import type { Database } from '#server/db/client';
import { appLocks } from '#server/db/schema';
import { DomainError, invalid, unauthenticated } from '../errors';
import { ARGON2_OPTIONS } from './auth';
import type { LoginLimiter } from './login-limiter';

/**
 * The lock for a shared phone (issue 27, Daylio's PIN): an optional code of four to six digits.
 *
 * Whether a device is unlocked lives in a cookie the server signs: `until.signature`, an HMAC of the
 * person, their session and the instant it runs out, `afterMinutes` after the last request (it is
 * renewed while the app is used, and by the client's « still here » while the person types). With
 * no valid cookie the server answers 423 to everything but the lock's own routes — a tablet left on
 * the journal shows nothing after the delay, whatever its JavaScript does. « Quitter rapidement »
 * and the client's own idle timer set it to `locked` at once.
 *
 * A session younger than the delay, with no cookie yet, counts as unlocked: the person has just
 * typed their password. The code is hashed like a password; five wrong codes in a row end the
 * session, so the password is asked (the same limit as a password check, LOGIN_LIMITS).
 */
const COOKIE_NAME = 'renouveau.unlocked';
const LOCKED = 'locked';

/** What the session check knows of the signed-in request (session-lookup.ts, auth.service.ts). */
export interface SignedInSession {
  token: string;
  createdAt: Date;
  /** The person's lock delay, or null when they have no code. */
  lockAfterMinutes: number | null;
}

export type DeviceLock = 'off' | 'unlocked' | 'renew' | 'locked';

/** 423 Locked: the device must give the code first. */
export const lockedError = () => new DomainError('locked', 'lock/locked', LOCK_MESSAGES.locked);

export class AppLock {
  readonly cookieName: string;

  constructor(
    private readonly db: Database,
    private readonly limiter: LoginLimiter,
    private readonly secret: string,
    private readonly secure: boolean,
  ) {
    // Same rule as the session cookie: the __Secure- prefix whenever the app is served over https.
    this.cookieName = secure ? `__Secure-${COOKIE_NAME}` : COOKIE_NAME;
  }

  async afterMinutesOf(userId: string): Promise<number | null> {
    const [row] = await this.db.select({ afterMinutes: appLocks.afterMinutes }).from(appLocks).where(eq(appLocks.userId, userId));
    return row?.afterMinutes ?? null;
  }

  async set(userId: string, pin: string, afterMinutes: number): Promise<void> {
    const pinHash = await hash(pin, ARGON2_OPTIONS);
    await this.db
      .insert(appLocks)
      .values({ userId, pinHash, afterMinutes })
      .onConflictDoUpdate({ target: appLocks.userId, set: { pinHash, afterMinutes } });
    await this.limiter.clearPinChecks(userId);
  }

  async remove(userId: string): Promise<void> {
    await this.db.delete(appLocks).where(eq(appLocks.userId, userId));
  }

  /**
   * Checks a code. Right: nothing thrown. Wrong: 401 saying how many tries are left. The fifth
   * wrong one in a row returns 'too-many' (the caller ends the session) and resets the count, so the
   * person has five tries again once signed in with their password.
   */
  async check(userId: string, pin: string): Promise<'ok' | 'too-many'> {
    const [row] = await this.db.select({ pinHash: appLocks.pinHash }).from(appLocks).where(eq(appLocks.userId, userId));
    if (!row) throw invalid('lock/off', LOCK_MESSAGES.off);
    if (await verify(row.pinHash, pin).catch(() => false)) {
      await this.limiter.clearPinChecks(userId);
      return 'ok';
    }
    const failures = await this.limiter.recordPinCheckFailure(userId);
    if (failures >= PIN_ATTEMPTS) {
      await this.limiter.clearPinChecks(userId);
      return 'too-many';
    }
    throw unauthenticated('lock/wrong-pin', LOCK_MESSAGES.wrongPin(PIN_ATTEMPTS - failures), {
      pin: LOCK_MESSAGES.wrongPin(PIN_ATTEMPTS - failures),
    });
  }

  /** How this device stands, from its cookie. 'renew': unlocked, and the cookie is due for renewal. */
  stateOf(session: SignedInSession, userId: string, cookieHeader: string, now = Date.now()): DeviceLock {
    const afterMinutes = session.lockAfterMinutes;
    if (afterMinutes === null) return 'off';
    const value = parseCookies(cookieHeader).get(this.cookieName);
    if (value === LOCKED) return 'locked';
    if (value === undefined) {
      return now - session.createdAt.getTime() < afterMinutes * 60_000 ? 'renew' : 'locked';
    }
    const until = this.validUntil(value, userId, session.token);
    if (until === null || until <= now) return 'locked';
    // Renewed once half the delay has passed: a request every few seconds does not set a cookie each time.
    return until - now < (afterMinutes * 60_000) / 2 ? 'renew' : 'unlocked';
  }

  /** The state the client is told (GET /api/auth/session, GET /api/lock). */
  stateFor(session: SignedInSession, userId: string, cookieHeader: string): LockState | null {
    const state = this.stateOf(session, userId, cookieHeader);
    if (state === 'off' || session.lockAfterMinutes === null) return null;
    return { afterMinutes: session.lockAfterMinutes, locked: state === 'locked' };
  }

  /** Set-Cookie: this device is unlocked for `afterMinutes` from now. */
  unlockedCookie(userId: string, token: string, afterMinutes: number, now = Date.now()): string {
    const until = now + afterMinutes * 60_000;
    return this.serialize(`${until}.${this.sign(userId, token, until)}`, afterMinutes * 60);
  }

  /** Set-Cookie: this device is locked until the code is given. */
  lockedCookie(): string {
    return this.serialize(LOCKED, 400 * 24 * 60 * 60);
  }

  /** Set-Cookie that removes the cookie (the lock was turned off). */
  clearedCookie(): string {
    return this.serialize('', 0);
  }

  private serialize(value: string, maxAge: number): string {
    // Path /api: only the server reads it; HttpOnly: the page's scripts cannot.
    return serializeCookie(this.cookieName, value, { path: '/api', httpOnly: true, sameSite: 'lax', secure: this.secure, maxAge });
  }

  private validUntil(value: string, userId: string, token: string): number | null {
    const dot = value.indexOf('.');
    const until = Number(value.slice(0, dot));
    if (dot < 1 || !Number.isSafeInteger(until)) return null;
    const expected = Buffer.from(this.sign(userId, token, until));
    const given = Buffer.from(value.slice(dot + 1));
    return given.length === expected.length && timingSafeEqual(given, expected) ? until : null;
  }

  private sign(userId: string, token: string, until: number): string {
    return createHmac('sha256', this.secret).update(`renouveau-unlocked-v1\n${userId}\n${token}\n${until}`).digest('base64url');
  }
}
