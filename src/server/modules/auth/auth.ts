import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#shared/auth';
import { RESET_LINK_TTL_SECONDS } from '#shared/password';
import type { Database } from '#server/db/client';
import { accounts, sessions, users, verifications } from '#server/db/schema';

/** OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane (~20 ms here). */
// `algorithm: 2` is Algorithm.Argon2id, a const enum that isolated modules cannot import.
export const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A session lasts 30 days and is extended, once a day at most, by the person's visits. */

/**
 * The account a password reset was for, handed from better-auth's onPasswordReset hook to the
 * PasswordService call that asked for the reset (it runs inside it).
 */
export const passwordResets = new AsyncLocalStorage<{ user?: { id: string; email: string } }>();

export const SESSION_EXPIRES_IN_S = 30 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_S = 24 * 60 * 60;

/**
 * A hash of a random password, made with the same parameters as everyone's: a sign-in for an
 * unknown email is checked against it, so that it costs what a wrong password on a real account
 * costs and the time of the answer does not tell which emails have accounts (issue 12).
 */
let dummyHash: Promise<string> | undefined;
const dummyHashOnce = () =>
  (dummyHash ??= hash(randomBytes(32).toString('base64url'), ARGON2_OPTIONS).catch((error: unknown) => {
    dummyHash = undefined; // tried again next time rather than failing every unknown email
    throw error;
  }));

/** Whether `password` matches `stored`; with no stored hash, the same work, and false. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored) {
    try {
      return await verify(stored, password);
    } catch {
      // A damaged hash matches nothing (as better-auth's check would say).
      return false;
    }
  }
  await verify(await dummyHashOnce(), password).catch(() => false);
  return false;
}

export interface AuthOptions {
  db: Database;
  secret: string;
  publicUrl: string;
  logger: FastifyBaseLogger;
  /**
   * Sends the reset mail for a reset token (issue 16). It must return at once and send in the
   * background: better-auth awaits it only for known emails, so waiting would tell them apart.
   */
  sendResetPassword?: (email: string, token: string) => void;
  /** How long a reset link works (env RESET_LINK_TTL_SECONDS); an hour unless a test shortens it. */
  resetLinkTtlSeconds?: number;
}

/**
 * better-auth, used as a library: its HTTP handler is not mounted. Our own routes validate with
 * the shared schemas, apply the login limits and call `auth.api.*`, so the API has one shape and
 * one error format.
 */
export function createAuth({
  db,
  secret,
  publicUrl,
  logger,
  sendResetPassword,
  resetLinkTtlSeconds = RESET_LINK_TTL_SECONDS,
}: AuthOptions) {
  // Made now, so that the first unknown email is not the one sign-in that also pays for it.
  dummyHashOnce().catch(() => undefined);
  return betterAuth({
    appName: 'Renouveau',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: {
        hash: (password) => hash(password, ARGON2_OPTIONS),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      // « Mot de passe oublié ? » (issue 16): a link that works once, for an hour, and a reset that
      // ends every session of the person. The link is ours (reset-mail.ts), built from the token.
      sendResetPassword: async ({ user, token }) => sendResetPassword?.(user.email, token),
      resetPasswordTokenExpiresIn: resetLinkTtlSeconds,
      revokeSessionsOnPasswordReset: true,
      // Who reset (better-auth's own hook): PasswordService clears the e-mail's sign-in counters and
      // trusts the browser the reset happened in (issue 25).
      onPasswordReset: async ({ user }) => {
        const slot = passwordResets.getStore();
        if (slot) slot.user = { id: user.id, email: user.email };
      },
    },
    // A reset link's token is the verification row's identifier: stored as its SHA-256 (better-auth
    // hashes what it looks up the same way), so a copy of the database — a backup, a stolen disk —
    // holds no link that works. Links mailed before this kept working: better-auth also looks the
    // token up as it is, for the hour they last.
    verification: { storeIdentifier: 'hashed' },
    user: {
      additionalFields: {
        gender: { type: 'string', required: true, input: true },
        age: { type: 'number', required: true, input: true },
        consentAt: { type: 'date', required: false, input: true },
        parentalConsentAt: { type: 'date', required: false, input: true },
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
      // better-auth lists sessions only from a session opened less than freshAge ago (a day by
      // default): « Mes sessions actives » must work on a 30-day session. Nothing else we call
      // checks freshness; what is irreversible asks for the password again.
      freshAge: 0,
    },
    advanced: {
      cookiePrefix: 'renouveau',
      // HttpOnly and SameSite=Lax always; Secure (and the __Secure- prefix) when served over https.
      useSecureCookies: publicUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    // Our login limiter (login-limiter.ts) counts failures across servers; better-auth's own
    // limiter only sees requests through its HTTP handler, which we do not mount.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // better-auth logs emails ("sign-up attempt for existing email: …"): keep its warnings and
    // errors, without their arguments.
    logger: {
      level: 'warn',
      log: (level, message, ...args: unknown[]) => {
        const text = message.replace(/\S+@\S+/g, '[email]');
        // Two sign-ups for one email at once: both found no account, and the unique index let one
        // insert through. Nothing is broken — AuthService answers the other « déjà utilisée ».
        if (args.some(isUniqueViolation)) logger.info({ source: 'better-auth', code: UNIQUE_VIOLATION }, text);
        else if (level === 'error') logger.error({ source: 'better-auth' }, text);
        else logger.warn({ source: 'better-auth' }, text);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** PostgreSQL's SQLSTATE for a row that a unique index refused. */
const UNIQUE_VIOLATION = '23505';

/** Whether `error`, or an error it wraps (drizzle wraps the driver's), is a unique violation. */
function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 4) return false;
  if ((error as Error & { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  return isUniqueViolation(error.cause, depth + 1);
}
