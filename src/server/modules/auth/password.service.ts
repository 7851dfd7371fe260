import { isAPIError } from 'better-auth/api';
import { describeDevice } from './device-name';
import { COMMON_PASSWORD_MESSAGE, LIMIT_MESSAGES, SIGNUP_ERRORS, waitPhrase } from '#shared/messages';
import type { ActiveSession, ChangePasswordInput, ForgotPasswordInput, ResetLinkCheckInput, ResetPasswordInput } from '#shared/password';
import { PASSWORD_MESSAGES } from '#shared/password';
import { RESET_PASSWORD_PATH } from '#shared/paths';
import type { Logger } from '#server/log';
import { invalid, rateLimited, unauthenticated } from '../errors';
import { type Auth, passwordResets } from './auth';
import { isCommonPassword } from './common-passwords';
import type { LoginLimiter } from './login-limiter';
import type { PasswordLimiter } from './password-limiter';

const codeOf = (error: unknown) => (isAPIError(error) ? String(error.body?.code ?? '') : '');

/** Where a better-auth redirect (thrown as an APIError « FOUND ») leads, or null for any other error. */
function redirectOf(error: unknown): string | null {
  if (!isAPIError(error) || error.status !== 'FOUND') return null;
  return new Headers(error.headers).get('location');
}

export const PASSWORD_LIMIT_MESSAGES = {
  requests: (seconds: number) => `Beaucoup de demandes sont parties de ce réseau. Réessaie ${waitPhrase(seconds)}.`,
  badLinks: (seconds: number) => `Trop de liens non valables ont été essayés. Réessaie ${waitPhrase(seconds)}.`,
} as const;

const weakPassword = () =>
  invalid('auth/weak-password', SIGNUP_ERRORS['auth/weak-password'], { newPassword: SIGNUP_ERRORS['auth/weak-password'] });
/** Long enough but among the most common: its own reason (issue 41). */
const commonPassword = () => invalid('auth/common-password', COMMON_PASSWORD_MESSAGE, { newPassword: COMMON_PASSWORD_MESSAGE });

/**
 * A way back in (issue 16), on better-auth's own flows: the reset link (request-password-reset,
 * reset-password, with sendResetPassword in auth.ts), change-password, and the session list.
 */
export class PasswordService {
  constructor(
    private readonly auth: Auth,
    private readonly limiter: PasswordLimiter,
    private readonly loginLimiter: LoginLimiter,
    private readonly logger: Logger,
    /** The Set-Cookie that makes a browser known for an account (AuthService.trustBrowser). */
    private readonly trustBrowser: (headers: Headers, userId: string) => Promise<string>,
    /** The sessions whose device gets reminder notifications (modules/reminders), for the list. */
    private readonly notifiedSessions: (userId: string) => Promise<Set<string>> = async () => new Set(),
  ) {}

  /**
   * Asks better-auth for a reset mail. The caller answers the same whatever happens here short of a
   * paused address: an unknown email, a known one, one whose mail allowance is spent.
   */
  async requestReset({ email }: ForgotPasswordInput, ip: string): Promise<void> {
    const wait = await this.limiter.takeRequest(ip);
    if (wait > 0) throw rateLimited('auth/too-many-requests', PASSWORD_LIMIT_MESSAGES.requests(wait), wait);
    const address = email.toLowerCase();
    if (!(await this.limiter.takeMail(address))) {
      this.logger.warn({ limit: 'reset-mail-email' }, 'password reset mail not sent: the address had enough this hour');
      return;
    }
    await this.auth.api.requestPasswordReset({ body: { email: address } });
  }

  /**
   * Sets the new password from a reset link; better-auth consumes the link and ends every session.
   * The link proves the mailbox (issue 25): the e-mail's sign-in failures are cleared, and the
   * browser it was opened in is trusted — the Set-Cookie returned — so no stranger's guesses can
   * keep the owner out of it.
   */
  async resetPassword({ token, newPassword }: ResetPasswordInput, ip: string, headers: Headers): Promise<string[]> {
    const wait = await this.limiter.badLinkBlocked(ip);
    if (wait > 0) throw rateLimited('auth/too-many-requests', PASSWORD_LIMIT_MESSAGES.badLinks(wait), wait);
    if (isCommonPassword(newPassword)) throw commonPassword();
    const slot: { user?: { id: string; email: string } } = {};
    try {
      await passwordResets.run(slot, () => this.auth.api.resetPassword({ body: { token, newPassword } }));
    } catch (error) {
      const code = codeOf(error);
      if (code === 'INVALID_TOKEN' || code === 'USER_NOT_FOUND') {
        await this.limiter.recordBadLink(ip);
        throw invalid('auth/invalid-reset-link', PASSWORD_MESSAGES.invalidLink);
      }
      if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') throw weakPassword();
      throw error;
    }
    if (!slot.user) return [];
    await this.loginLimiter.clearEmail(slot.user.email.toLowerCase(), ip);
    return [await this.trustBrowser(headers, slot.user.id)];
  }

  /**
   * Whether a reset link still works — not used, not expired — without using it up (issue 27): the
   * reset page asks when it opens, so a dead link says so before the new password is typed twice.
   * better-auth's own check does it: the callback its mailed links go through
   * (GET /reset-password/:token) looks the token up as the reset does and redirects to the page
   * with `?token=` when it works, `?error=INVALID_TOKEN` when not; it consumes nothing. The answer
   * depends on the token alone, never on an address. A link that does not work counts against the
   * address as it does for the reset, so this is no way around that limit for guessing tokens.
   */
  async checkResetLink({ token }: ResetLinkCheckInput, ip: string): Promise<void> {
    const wait = await this.limiter.badLinkBlocked(ip);
    if (wait > 0) throw rateLimited('auth/too-many-requests', PASSWORD_LIMIT_MESSAGES.badLinks(wait), wait);
    if (await this.isUsable(token)) return;
    await this.limiter.recordBadLink(ip);
    throw invalid('auth/invalid-reset-link', PASSWORD_MESSAGES.invalidLink);
  }

  private async isUsable(token: string): Promise<boolean> {
    try {
      await this.auth.api.requestPasswordResetCallback({ params: { token }, query: { callbackURL: RESET_PASSWORD_PATH } });
    } catch (error) {
      const location = redirectOf(error);
      if (location === null) throw error;
      return new URL(location, 'http://localhost').searchParams.get('token') === token;
    }
    // It always redirects; an answer without one would be a change of better-auth's.
    throw new Error('better-auth reset-password callback did not redirect');
  }

  /**
   * Changes the password of the signed-in person, who gives the current one (wrong answers counted
   * on their own counter, as when deleting the account). Every other session ends; this browser
   * gets a new session cookie, returned here.
   */
  async changePassword(headers: Headers, userId: string, input: ChangePasswordInput): Promise<string[]> {
    const blockedFor = await this.loginLimiter.passwordCheckBlocked(userId);
    if (blockedFor > 0) throw rateLimited('auth/too-many-requests', LIMIT_MESSAGES.passwordCheck(blockedFor), blockedFor);
    if (isCommonPassword(input.newPassword)) throw commonPassword();
    try {
      const { headers: out } = await this.auth.api.changePassword({
        body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
        headers,
        returnHeaders: true,
      });
      return out.getSetCookie();
    } catch (error) {
      const code = codeOf(error);
      if (code === 'INVALID_PASSWORD') {
        await this.loginLimiter.recordPasswordCheckFailure(userId);
        throw unauthenticated('auth/wrong-password', PASSWORD_MESSAGES.wrongCurrentPassword, {
          currentPassword: PASSWORD_MESSAGES.wrongCurrentPassword,
        });
      }
      if (code === 'PASSWORD_TOO_SHORT' || code === 'PASSWORD_TOO_LONG') throw weakPassword();
      throw error;
    }
  }

  /** The person's open sessions, this one first, then the most recently active. No token, no address. */
  async listSessions(headers: Headers): Promise<ActiveSession[]> {
    const [current, sessions] = await Promise.all([this.auth.api.getSession({ headers }), this.auth.api.listSessions({ headers })]);
    const currentId = current?.session.id;
    const notified = current ? await this.notifiedSessions(current.user.id) : new Set<string>();
    return sessions
      .map((session) => ({
        id: session.id,
        device: describeDevice(session.userAgent),
        createdAt: new Date(session.createdAt).toISOString(),
        lastActiveAt: new Date(session.updatedAt).toISOString(),
        isCurrent: session.id === currentId,
        hasNotifications: notified.has(session.id),
      }))
      .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.lastActiveAt.localeCompare(a.lastActiveAt));
  }

  /** Ends every session of the person but this one; how many ended. */
  async revokeOtherSessions(headers: Headers): Promise<number> {
    const others = (await this.listSessions(headers)).filter((session) => !session.isCurrent).length;
    await this.auth.api.revokeOtherSessions({ headers });
    return others;
  }
}
