/**
 * The contract of the one-query session check (session-lookup.ts) with better-auth (issue 28).
 *
 * The fast path copies private behaviour of better-auth and better-call: how the session cookie is
 * signed and read, when a session has expired, when it is due for its daily extension. If a future
 * better-auth adds a check to its own session path, the fast path would skip it silently. So each
 * scenario below runs twice on the same state — once through better-auth's own
 * `auth.api.getSession({ headers })`, once through AuthService.currentUser (the fast path, and
 * better-auth behind it) — and any difference fails: signed in or not, user, session token and
 * creation, the lock's delay the lookup also returns, a new cookie or not, the session's expiry
 * afterwards. It runs against the installed better-auth: an upgrade that changes one of these
 * answers turns CI red here rather than in production.
 *
 * The fast path may always step aside (answer null and let better-auth decide); what it must never
 * do is answer when better-auth would not, or answer differently. Where it is meant to answer (a
 * valid session, not due for extension), the scenario says so, so that the one-query path cannot
 * quietly stop being used either.
 */
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client';
import { sessions, users } from '#server/db/schema';
import { openTestDatabase, uniqueEmail } from '#server/testing/test-app';
import { AppLock } from './app-lock';
import { type Auth, createAuth } from './auth';
import { AuthService } from './auth.service';
import { LoginLimiter } from './login-limiter';
import { SessionLookup } from './session-lookup';

const SECRET = 'contract-secret-contract-secret-contract-0123';

let database: DatabaseHandle;
let auth: Auth;
let lookup: SessionLookup;
let service: AuthService;
let lock: AppLock;
let cookieName: string;

beforeAll(async () => {
  database = await openTestDatabase();
  auth = createAuth({
    db: database.db,
    secret: SECRET,
    publicUrl: 'http://localhost:3000',
    logger: pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
  });
  const context = await auth.$context;
  cookieName = context.authCookies.sessionToken.name;
  lookup = new SessionLookup(database.db, context.secret, cookieName);
  const limiter = new LoginLimiter(database.db, { signupsPerHour: 100_000 });
  lock = new AppLock(database.db, limiter, SECRET, false);
  service = new AuthService(database.db, auth, limiter, { get: async () => null }, lock);
});
afterAll(async () => {
  await database?.close();
});

interface Person {
  userId: string;
  /** The session cookie's value as better-auth set it: `token.signature`. */
  value: string;
  token: string;
  signature: string;
}

async function signUp(): Promise<Person> {
  const { headers } = await auth.api.signUpEmail({
    body: { email: uniqueEmail('contrat'), password: 'un-mot-de-passe-solide', name: '', gender: 'female', age: 30 },
    returnHeaders: true,
  });
  const line = headers.getSetCookie().find((cookie) => cookie.startsWith(`${cookieName}=`));
  const value = decodeURIComponent(line?.split(';')[0]?.slice(cookieName.length + 1) ?? '');
  const dot = value.lastIndexOf('.');
  const token = value.slice(0, dot);
  const [session] = await database.db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.token, token));
  if (!session) throw new Error('sign-up made no session');
  return { userId: session.userId, value, token, signature: value.slice(dot + 1) };
}

/** One person whose signature has a `+` or a `/` (three in four do), for the url-safe variant. */
async function signUpWithUrlUnsafeSignature(): Promise<Person> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const person = await signUp();
    if (/[+/]/.test(person.signature)) return person;
  }
  throw new Error('forty signatures without + or /');
}

const at = (sqlInterval: string) => sql.raw(`now() + interval '${sqlInterval}'`);

interface Scenario {
  name: string;
  /** The state before the request (done once; both paths then start from it) and the Cookie header sent. */
  prepare(person: Person): Promise<string>;
  /** Whether the one-query path itself answers (rather than stepping aside for better-auth). */
  fastPathAnswers: boolean;
  person?: () => Promise<Person>;
}

const scenarios: Scenario[] = [
  { name: 'a valid session', fastPathAnswers: true, prepare: async (p) => `${cookieName}=${p.value}` },
  {
    name: 'a valid session, among other cookies, with spaces',
    fastPathAnswers: true,
    prepare: async (p) => `  theme=sombre ;${cookieName}=${p.value} ; renouveau.lock=x`,
  },
  {
    name: 'a valid session whose cookie is percent-encoded',
    fastPathAnswers: true,
    prepare: async (p) => `${cookieName}=${encodeURIComponent(p.value)}`,
  },
  {
    name: 'a valid session with the app lock on (its delay comes along)',
    fastPathAnswers: true,
    prepare: async (p) => {
      await lock.set(p.userId, '2468', 7);
      return `${cookieName}=${p.value}`;
    },
  },
  {
    name: 'a valid session last used two hours ago',
    fastPathAnswers: true,
    prepare: async (p) => {
      await database.db.execute(sql`update sessions set updated_at = now() - interval '2 hours' where user_id = ${p.userId}`);
      return `${cookieName}=${p.value}`;
    },
  },
  {
    name: 'a session that expired a minute ago',
    fastPathAnswers: false,
    prepare: async (p) => {
      await database.db
        .update(sessions)
        .set({ expiresAt: at('-1 minute') })
        .where(eq(sessions.userId, p.userId));
      return `${cookieName}=${p.value}`;
    },
  },
  {
    name: 'a session due for its daily extension (opened two days ago)',
    fastPathAnswers: false,
    prepare: async (p) => {
      await database.db
        .update(sessions)
        .set({ expiresAt: at('28 days') })
        .where(eq(sessions.userId, p.userId));
      return `${cookieName}=${p.value}`;
    },
  },
  {
    name: 'a session just short of its daily extension (opened 23 hours ago)',
    fastPathAnswers: true,
    prepare: async (p) => {
      await database.db
        .update(sessions)
        .set({ expiresAt: at('29 days 1 hour') })
        .where(eq(sessions.userId, p.userId));
      return `${cookieName}=${p.value}`;
    },
  },
  {
    name: 'a session revoked elsewhere (its row deleted)',
    fastPathAnswers: false,
    prepare: async (p) => {
      await database.db.delete(sessions).where(eq(sessions.userId, p.userId));
      return `${cookieName}=${p.value}`;
    },
  },
  {
    name: 'a deleted account',
    fastPathAnswers: false,
    prepare: async (p) => {
      await database.db.delete(users).where(eq(users.id, p.userId));
      return `${cookieName}=${p.value}`;
    },
  },
  {
    name: 'a forged signature (well formed, another secret)',
    fastPathAnswers: false,
    prepare: async (p) => `${cookieName}=${p.token}.${createHmac('sha256', 'not-our-secret').update(p.token).digest('base64')}`,
  },
  {
    name: 'a signature with its first character changed',
    fastPathAnswers: false,
    prepare: async (p) => `${cookieName}=${p.token}.${p.signature[0] === 'A' ? 'B' : 'A'}${p.signature.slice(1)}`,
  },
  {
    name: 'a tampered token under a genuine signature',
    fastPathAnswers: false,
    prepare: async (p) => `${cookieName}=${p.token.slice(0, -1)}${p.token.endsWith('a') ? 'b' : 'a'}.${p.signature}`,
  },
  {
    name: 'the token alone, unsigned',
    fastPathAnswers: false,
    prepare: async (p) => `${cookieName}=${p.token}`,
  },
  {
    name: 'the genuine signature in url-safe base64',
    fastPathAnswers: false,
    person: signUpWithUrlUnsafeSignature,
    prepare: async (p) => `${cookieName}=${p.token}.${p.signature.replace(/\+/g, '-').replace(/\//g, '_')}`,
  },
  {
    name: 'the genuine signature without its padding',
    fastPathAnswers: false,
    prepare: async (p) => `${cookieName}=${p.token}.${p.signature.replace(/=+$/, '')}`,
  },
  {
    name: 'the session cookie twice, a stale one first',
    fastPathAnswers: false,
    prepare: async (p) => `${cookieName}=ancien.${'A'.repeat(43)}=; ${cookieName}=${p.value}`,
  },
  {
    name: 'the session cookie twice, the valid one first',
    fastPathAnswers: true,
    prepare: async (p) => `${cookieName}=${p.value}; ${cookieName}=ancien.${'A'.repeat(43)}=`,
  },
  { name: 'another cookie only', fastPathAnswers: false, prepare: async () => 'theme=sombre' },
];

type SessionRow = typeof sessions.$inferSelect;

/** What a signed-in request was answered, reduced to what must match, plus the state it left. */
interface Outcome {
  signedIn: null | {
    userId: string;
    email: string;
    token: string;
    sessionCreatedAt: number;
    lockAfterMinutes: number | null;
  };
  /** Whether a new session cookie (not a clearing one) was set: the daily extension. */
  renewedCookie: boolean;
  /** The session row afterwards: gone, or its expiry (ms). */
  expiresAtAfter: number | null;
}

const rowsOf = (userId: string) => database.db.select().from(sessions).where(eq(sessions.userId, userId));

/** Puts the person's session rows back as they were before the first path ran. */
async function restore(userId: string, before: SessionRow[]) {
  await database.db.delete(sessions).where(eq(sessions.userId, userId));
  if (before.length > 0) await database.db.insert(sessions).values(before);
}

const renews = (setCookies: string[]) =>
  setCookies.some((line) => line.startsWith(`${cookieName}=`) && !line.startsWith(`${cookieName}=;`) && !/Max-Age=0\b/.test(line));

async function stateAfter(userId: string): Promise<number | null> {
  const [row] = await rowsOf(userId);
  return row ? row.expiresAt.getTime() : null;
}

async function throughBetterAuth(cookie: string, userId: string): Promise<Outcome> {
  const { headers, response } = await auth.api.getSession({ headers: new Headers({ cookie }), returnHeaders: true });
  return {
    signedIn: response
      ? {
          userId: response.user.id,
          email: response.user.email,
          token: response.session.token,
          sessionCreatedAt: new Date(response.session.createdAt).getTime(),
          lockAfterMinutes: await lock.afterMinutesOf(response.user.id),
        }
      : null,
    renewedCookie: renews(headers.getSetCookie()),
    expiresAtAfter: await stateAfter(userId),
  };
}

async function throughTheApp(cookie: string, userId: string): Promise<Outcome> {
  const current = await service.currentUser(new Headers({ cookie }));
  return {
    signedIn: current
      ? {
          userId: current.user.id,
          email: current.user.email,
          token: current.session.token,
          sessionCreatedAt: current.session.createdAt.getTime(),
          lockAfterMinutes: current.session.lockAfterMinutes,
        }
      : null,
    renewedCookie: renews(current?.setCookies ?? []),
    expiresAtAfter: await stateAfter(userId),
  };
}

/** Expiries set to « now + 30 days » by two runs a few milliseconds apart are the same expiry. */
const sameExpiry = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) < 5_000);

describe('the one-query session check agrees with better-auth’s getSession', () => {
  it.each(scenarios)('$name', async (scenario) => {
    const person = await (scenario.person ?? signUp)();
    const cookie = await scenario.prepare(person);
    const before = await rowsOf(person.userId);

    const reference = await throughBetterAuth(cookie, person.userId);
    await restore(person.userId, before);
    const fast = await lookup.find(cookie);
    await restore(person.userId, before);
    const app = await throughTheApp(cookie, person.userId);

    // The app as a whole answers what better-auth answers.
    expect({ ...app, expiresAtAfter: null }).toEqual({ ...reference, expiresAtAfter: null });
    expect(sameExpiry(app.expiresAtAfter, reference.expiresAtAfter)).toBe(true);
    // The one-query path, where it answers, answers the same — and answers where it should.
    if (fast) {
      expect(reference.signedIn).not.toBeNull();
      expect(reference.renewedCookie).toBe(false);
      expect({
        userId: fast.user.id,
        email: fast.user.email,
        token: fast.session.token,
        sessionCreatedAt: fast.session.createdAt.getTime(),
        lockAfterMinutes: fast.session.lockAfterMinutes,
      }).toEqual(reference.signedIn);
    }
    expect(fast !== null).toBe(scenario.fastPathAnswers);
  });
});
