import { isAPIError } from 'better-auth/api';
import { serializeCookie } from 'better-call';
import { and, eq } from 'drizzle-orm';
import type { LoginInput, SessionUser, SignupInput } from '#shared/auth';
import { GENDERS, type Gender, needsParentalConsent } from '#shared/auth';
import { COMMON_PASSWORD_MESSAGE, LIMIT_MESSAGES, LOGIN_ERRORS, SERVER_ERRORS, SIGNUP_ERRORS } from '#shared/messages';
import type { Database } from '#server/db/client';
import { accounts, users } from '#server/db/schema';
import { conflict, invalid, rateLimited, unauthenticated } from '../errors';
import { type Auth, verifyPassword } from './auth';
import type { StoryLookup } from '../companion/companion-context';
import { isCommonPassword } from './common-passwords';
import { DeviceCookies } from './device-cookie';
import { SessionLookup } from './session-lookup';
import type { AppLock, SignedInSession } from './app-lock';
import type { LockState } from '#shared/lock';
import type { LoginAttempt, LoginLimiter } from './login-limiter';

/** What a sign-in or sign-up gives back: the person, and the cookies to set. */
export interface AuthResult {
  user: SessionUser;
  setCookies: string[];
}

interface AuthUserRecord {
  id: string;
  email: string;
  createdAt: Date;
  gender?: unknown;
  age?: unknown;
}

export function toSessionUser(user: AuthUserRecord): SessionUser {
  return {
    id: user.id,
    email: user.email,
    gender: (GENDERS as readonly unknown[]).includes(user.gender) ? (user.gender as Gender) : 'other',
    age: Number(user.age),
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

/** The person of a signed-in request, their session, and the cookies to set (a daily extension). */
export interface SignedIn {
  user: SessionUser;
  session: SignedInSession;
  setCookies: string[];
}

/** A 429 that says, in its message and its Retry-After, how long to wait. */
const paused = (message: (seconds: number) => string, seconds: number) => rateLimited('auth/too-many-requests', message(seconds), seconds);

export class AuthService {
  private devices: Promise<DeviceCookies> | undefined;
  private sessions: Promise<SessionLookup> | undefined;

  constructor(
    private readonly db: Database,
    private readonly auth: Auth,
    private readonly limiter: LoginLimiter,
    private readonly stories: StoryLookup,
    private readonly lock: AppLock,
  ) {}

  /** Device cookies signed with the auth secret, Secure exactly when the session cookie is. */
  private deviceCookies(): Promise<DeviceCookies> {
    this.devices ??= this.auth.$context.then(
      (context) => new DeviceCookies(context.secret, Boolean(context.options.advanced?.useSecureCookies)),
    );
    return this.devices;
  }

  /**
   * Creates the account. Sign-ups per address are limited (SIGNUP_LIMIT_PER_HOUR): each new account
   * brings fresh AI allowances, and « déjà utilisée », which SPEC requires, tells whether an email
   * has an account. So a created account and an email in use both count; a typo does not.
   */
  async signup(input: SignupInput, ip: string, headers: Headers): Promise<AuthResult> {
    if (isCommonPassword(input.password)) throw invalid('auth/common-password', COMMON_PASSWORD_MESSAGE);
    const wait = await this.limiter.takeSignup(ip);
    if (wait > 0) throw paused(LIMIT_MESSAGES.signup, wait);
    try {
      const { headers: out, response } = await this.auth.api.signUpEmail({
        body: {
          email: input.email,
          password: input.password,
          name: '',
          gender: input.gender,
          age: input.age,
          consentAt: new Date(),
          // The schema has checked the box under 15; from 15 on there is nothing to record.
          parentalConsentAt: needsParentalConsent(input.age) ? new Date() : null,
        },
        headers,
        returnHeaders: true,
      });
      const user = toSessionUser(response.user as AuthUserRecord);
      return { user, setCookies: [...out.getSetCookie(), await this.trustBrowser(headers, user.id)] };
    } catch (error) {
      const code = isAPIError(error) ? String(error.body?.code ?? '') : '';
      if (
        code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' ||
        code === 'USER_ALREADY_EXISTS' ||
        (await this.lostRaceFor(code, input.email))
      ) {
        throw conflict('auth/email-already-in-use', SIGNUP_ERRORS['auth/email-already-in-use']);
      }
      await this.limiter.refundSignup(ip);
      if (code === 'INVALID_EMAIL') throw invalid('auth/invalid-email', SIGNUP_ERRORS['auth/invalid-email']);
      if (code === 'PASSWORD_TOO_SHORT') throw invalid('auth/weak-password', SIGNUP_ERRORS['auth/weak-password']);
      throw error;
    }
  }

  /**
   * Whether a failed sign-up lost a race: better-auth looks the email up, then inserts, so two
   * sign-ups for one email at once both pass the look-up, and the unique index refuses the second
   * insert, which better-auth reports as FAILED_TO_CREATE_USER (a 422 « informations pas
   * valides »). The email has an account now: to the person, it is in use, as SPEC says.
   */
  private async lostRaceFor(code: string, email: string): Promise<boolean> {
    return code === 'FAILED_TO_CREATE_USER' && (await this.findCredential(email.toLowerCase())) !== null;
  }

  /**
   * Signs in. Lock-out by strangers (issue 12): a browser that signed in as this person before
   * (a valid device cookie) is judged only by its own counter; any other by (email, address),
   * address and email counters. Timing (issue 12): a known email with a wrong password and an
   * unknown email do the same work — one lookup, one argon2 check (against a dummy hash when
   * there is no account), the same counters — so the answer's time tells nothing. Only a right
   * password goes on to better-auth, which checks it once more and makes the session.
   */
  async login(input: LoginInput, ip: string, headers: Headers): Promise<AuthResult> {
    const email = input.email.toLowerCase();
    const devices = await this.deviceCookies();
    const tokens = devices.tokensOf(headers);
    const credential = await this.findCredential(email);
    const device = credential && tokens.length > 0 ? devices.deviceFor(tokens, credential.userId) : null;
    const attempt: LoginAttempt = { email, ip, device };

    const blockedFor = await this.limiter.secondsBlocked(attempt);
    if (blockedFor > 0) throw paused(LIMIT_MESSAGES.login, blockedFor);
    if (!(await verifyPassword(credential?.hash ?? null, input.password))) {
      await this.limiter.recordFailure(attempt);
      throw unauthenticated('auth/wrong-password', LOGIN_ERRORS['auth/wrong-password']);
    }
    try {
      const { headers: out, response } = await this.auth.api.signInEmail({
        body: { email, password: input.password },
        headers,
        returnHeaders: true,
      });
      await this.limiter.recordSuccess(attempt);
      const user = toSessionUser(response.user as AuthUserRecord);
      return { user, setCookies: [...out.getSetCookie(), devices.issue(tokens, user.id)] };
    } catch (error) {
      if (isAPIError(error)) {
        const code = String(error.body?.code ?? '');
        // The password changed between the two checks: a wrong password after all.
        if (code === 'INVALID_EMAIL_OR_PASSWORD') {
          await this.limiter.recordFailure(attempt);
          throw unauthenticated('auth/wrong-password', LOGIN_ERRORS['auth/wrong-password']);
        }
        if (code === 'INVALID_EMAIL') throw invalid('auth/invalid-email', LOGIN_ERRORS['auth/invalid-email']);
      }
      throw error;
    }
  }

  /** The account's id and password hash for a (lower-case) email, or null: one query whichever it is. */
  private async findCredential(email: string): Promise<{ userId: string; hash: string | null } | null> {
    const [row] = await this.db
      .select({ userId: users.id, hash: accounts.password })
      .from(users)
      .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
      .where(eq(users.email, email))
      .limit(1);
    return row ?? null;
  }

  /** The Set-Cookie that makes this browser known for `userId` (see device-cookie.ts). */
  async trustBrowser(headers: Headers, userId: string): Promise<string> {
    const devices = await this.deviceCookies();
    return devices.issue(devices.tokensOf(headers), userId);
  }

  /** Deletes the session on the server and returns the cookies that clear it in the browser. */
  async logout(headers: Headers): Promise<string[]> {
    try {
      const { headers: out } = await this.auth.api.signOut({ headers, returnHeaders: true });
      return out.getSetCookie();
    } catch (error) {
      // No valid session: there is nothing to end, which is what the person wanted.
      if (isAPIError(error)) return [];
      throw error;
    }
  }

  /** The one-query session check, with better-auth's secret and cookie name. */
  private sessionLookup(): Promise<SessionLookup> {
    this.sessions ??= this.auth.$context.then(
      (context) => new SessionLookup(this.db, context.secret, context.authCookies.sessionToken.name),
    );
    return this.sessions;
  }

  /**
   * The signed-in person, or null. `setCookies` carries a refreshed session cookie when
   * better-auth extended the session (once a day). A valid session not due for that is read with
   * one query (session-lookup.ts); any other case goes through better-auth.
   */
  async currentUser(headers: Headers): Promise<SignedIn | null> {
    const cookie = headers.get('cookie');
    if (!cookie) return null;
    const fresh = await (await this.sessionLookup()).find(cookie);
    if (fresh) return { user: toSessionUser(fresh.user), session: fresh.session, setCookies: [] };
    const { headers: out, response } = await this.auth.api.getSession({ headers, returnHeaders: true });
    if (!response) return null;
    const user = toSessionUser(response.user as AuthUserRecord);
    const session: SignedInSession = {
      token: response.session.token,
      createdAt: new Date(response.session.createdAt),
      lockAfterMinutes: await this.lock.afterMinutesOf(user.id),
    };
    return { user, session, setCookies: out.getSetCookie() };
  }

  /** The lock right after a sign-in with the password: on if the person has a code, and open. */
  async lockOnSignIn(userId: string): Promise<LockState | null> {
    const afterMinutes = await this.lock.afterMinutesOf(userId);
    return afterMinutes === null ? null : { afterMinutes, locked: false };
  }

  /** How the lock stands on the device of this request (null: no code), for GET /api/auth/session. */
  lockStateOf(current: SignedIn, headers: Headers): LockState | null {
    return this.lock.stateFor(current.session, current.user.id, headers.get('cookie') ?? '');
  }

  /**
   * Checks the signed-in person's password before something irreversible (deleting the account).
   * Wrong answers are counted per person, on their own counter: the password cannot be guessed
   * here either, and strangers' failed sign-ins on the email never block it.
   */
  async confirmPassword(headers: Headers, userId: string, password: string): Promise<void> {
    const blockedFor = await this.limiter.passwordCheckBlocked(userId);
    if (blockedFor > 0) throw paused(LIMIT_MESSAGES.passwordCheck, blockedFor);
    try {
      await this.auth.api.verifyPassword({ body: { password }, headers });
    } catch (error) {
      if (isAPIError(error) && String(error.body?.code ?? '') === 'INVALID_PASSWORD') {
        await this.limiter.recordPasswordCheckFailure(userId);
        throw unauthenticated('auth/wrong-password', SERVER_ERRORS['auth/wrong-password'], {
          password: SERVER_ERRORS['auth/wrong-password'],
        });
      }
      throw error;
    }
  }

  /** Set-Cookie headers that remove the session cookies from the browser. */
  async clearedCookies(): Promise<string[]> {
    const context = await this.auth.$context;
    const secure = Boolean(context.options.advanced?.useSecureCookies);
    return [context.authCookies.sessionToken, context.authCookies.sessionData, context.authCookies.dontRememberToken].map((cookie) =>
      serializeCookie(cookie.name, '', { maxAge: 0, path: '/', httpOnly: true, sameSite: 'lax', secure }),
    );
  }

  async hasStory(userId: string): Promise<boolean> {
    return (await this.stories.get(userId)) !== null;
  }
}
