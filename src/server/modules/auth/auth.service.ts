import { isAPIError } from 'better-auth/api';
import type { LoginInput, SessionUser, SignupInput } from '../../../shared/auth';
import { GENDERS, type Gender } from '../../../shared/auth';
import { LOGIN_ERRORS, SIGNUP_ERRORS } from '../../../shared/messages';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { Auth } from './auth';
import { findStory } from '../chat/companion-context';
import { isCommonPassword } from './common-passwords';
import type { LoginLimiter } from './login-limiter';

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

export const WRONG_PASSWORD_MESSAGE = 'Mot de passe incorrect.';

const signupError = (code: keyof typeof SIGNUP_ERRORS, status: number) =>
  new AppError(status, code, SIGNUP_ERRORS[code]);
const loginError = (code: keyof typeof LOGIN_ERRORS, status: number, headers?: Record<string, string>) =>
  new AppError(status, code, LOGIN_ERRORS[code], undefined, headers);

export class AuthService {
  constructor(
    private readonly db: Database,
    private readonly auth: Auth,
    private readonly limiter: LoginLimiter,
  ) {}

  async signup(input: SignupInput, headers: Headers): Promise<AuthResult> {
    if (isCommonPassword(input.password)) throw signupError('auth/weak-password', 400);
    try {
      const { headers: out, response } = await this.auth.api.signUpEmail({
        body: { email: input.email, password: input.password, name: '', gender: input.gender, age: input.age, consentAt: new Date() },
        headers,
        returnHeaders: true,
      });
      return { user: toSessionUser(response.user as AuthUserRecord), setCookies: out.getSetCookie() };
    } catch (error) {
      if (isAPIError(error)) {
        const code = String(error.body?.code ?? '');
        if (code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL' || code === 'USER_ALREADY_EXISTS') {
          throw signupError('auth/email-already-in-use', 409);
        }
        if (code === 'INVALID_EMAIL') throw signupError('auth/invalid-email', 400);
        if (code === 'PASSWORD_TOO_SHORT') throw signupError('auth/weak-password', 400);
      }
      throw error;
    }
  }

  async login(input: LoginInput, ip: string, headers: Headers): Promise<AuthResult> {
    const email = input.email.toLowerCase();
    const blockedFor = await this.limiter.secondsBlocked(email, ip);
    if (blockedFor > 0) {
      throw loginError('auth/too-many-requests', 429, { 'retry-after': String(blockedFor) });
    }
    try {
      const { headers: out, response } = await this.auth.api.signInEmail({
        body: { email, password: input.password },
        headers,
        returnHeaders: true,
      });
      await this.limiter.recordSuccess(email);
      return { user: toSessionUser(response.user as AuthUserRecord), setCookies: out.getSetCookie() };
    } catch (error) {
      if (isAPIError(error)) {
        const code = String(error.body?.code ?? '');
        if (code === 'INVALID_EMAIL_OR_PASSWORD') {
          // An unknown email and a wrong password get the same answer: better-auth hashes the
          // password in both cases, so they also take about the same time.
          await this.limiter.recordFailure(email, ip);
          throw loginError('auth/wrong-password', 401);
        }
        if (code === 'INVALID_EMAIL') throw loginError('auth/invalid-email', 400);
      }
      throw error;
    }
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

  /**
   * The signed-in person, or null. `setCookies` carries a refreshed session cookie when
   * better-auth extended the session (once a day).
   */
  async currentUser(headers: Headers): Promise<{ user: SessionUser; setCookies: string[] } | null> {
    if (!headers.get('cookie')) return null;
    const { headers: out, response } = await this.auth.api.getSession({ headers, returnHeaders: true });
    if (!response) return null;
    return { user: toSessionUser(response.user as AuthUserRecord), setCookies: out.getSetCookie() };
  }

  /**
   * Checks the signed-in person's password before something irreversible (deleting the account).
   * Wrong answers count as failed sign-ins, so the password cannot be guessed here either.
   */
  async confirmPassword(headers: Headers, email: string, ip: string, password: string): Promise<void> {
    const blockedFor = await this.limiter.secondsBlocked(email, ip);
    if (blockedFor > 0) throw loginError('auth/too-many-requests', 429, { 'retry-after': String(blockedFor) });
    try {
      await this.auth.api.verifyPassword({ body: { password }, headers });
    } catch (error) {
      if (isAPIError(error) && String(error.body?.code ?? '') === 'INVALID_PASSWORD') {
        await this.limiter.recordFailure(email, ip);
        throw new AppError(401, 'auth/wrong-password', WRONG_PASSWORD_MESSAGE, { password: WRONG_PASSWORD_MESSAGE });
      }
      throw error;
    }
  }

  /** Set-Cookie headers that remove the session cookies from the browser. */
  async clearedCookies(): Promise<string[]> {
    const context = await this.auth.$context;
    const secure = context.options.advanced?.useSecureCookies ? '; Secure' : '';
    return [context.authCookies.sessionToken, context.authCookies.sessionData, context.authCookies.dontRememberToken].map(
      (cookie) => `${cookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure}`,
    );
  }

  async hasStory(userId: string): Promise<boolean> {
    return (await findStory(this.db, userId)) !== null;
  }
}
