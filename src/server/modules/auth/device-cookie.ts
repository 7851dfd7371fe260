import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { parseCookies, serializeCookie } from 'better-call';

/**
 * OWASP's device cookies ("Slow down online guessing attacks with device cookies"): a browser
 * that has signed in as a person carries a signed token naming that account, and its sign-in
 * attempts for that account are counted on their own. A stranger's failures then pause only
 * browsers that never signed in as the person; the owner's own browser always gets through.
 *
 * One cookie holds the tokens of the last few accounts signed in on that browser (a family
 * computer). A token is `nonce.signature`, the signature an HMAC of the account's id and the
 * nonce with the server's auth secret: no email and no id in clear, and nothing a person can
 * forge for someone else's account. The nonce tells two browsers of one person apart, so each
 * has its own counter.
 */
const COOKIE_NAME = 'renouveau.device';
const MAX_TOKENS = 5;
/** A year: the browser stays known across the months between visits (browsers cap it at 400 days). */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const TOKEN = /^[\w-]{16}\.[\w-]{43}$/;

export class DeviceCookies {
  readonly name: string;

  constructor(
    private readonly secret: string,
    private readonly secure: boolean,
  ) {
    // Same rule as the session cookie: the __Secure- prefix whenever the app is served over https.
    this.name = secure ? `__Secure-${COOKIE_NAME}` : COOKIE_NAME;
  }

  /**
   * The tokens the browser sent (well-formed ones only; not yet checked). The header is read by
   * better-call's parser, as better-auth reads its own cookies: spaces, quotes and percent-encoding
   * undone, the first cookie of the name taken.
   */
  tokensOf(headers: Headers): string[] {
    const value = parseCookies(headers.get('cookie') ?? '').get(this.name) ?? '';
    return value
      .split('~')
      .filter((token) => TOKEN.test(token))
      .slice(0, MAX_TOKENS);
  }

  /**
   * The device's id (for its own counter) when one of `tokens` is valid for the account `userId`,
   * or null: a token of another account, or a forged one, makes the browser a stranger.
   */
  deviceFor(tokens: string[], userId: string): string | null {
    for (const token of tokens) {
      const [nonce = '', signature = ''] = token.split('.');
      const expected = Buffer.from(this.sign(userId, nonce));
      const given = Buffer.from(signature);
      if (given.length === expected.length && timingSafeEqual(given, expected)) return `${userId}:${nonce}`;
    }
    return null;
  }

  /** The Set-Cookie header that trusts this browser for `userId`: a fresh token first, the other accounts' kept. */
  issue(tokens: string[], userId: string): string {
    const nonce = randomBytes(12).toString('base64url');
    const others = tokens.filter((token) => this.deviceFor([token], userId) === null);
    const value = [`${nonce}.${this.sign(userId, nonce)}`, ...others].slice(0, MAX_TOKENS).join('~');
    // Path: only the sign-in and sign-up routes read or renew it; no other request carries it.
    return serializeCookie(this.name, value, {
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure,
    });
  }

  private sign(userId: string, nonce: string): string {
    return createHmac('sha256', this.secret).update(`renouveau-device-v1\n${userId}\n${nonce}`).digest('base64url');
  }
}
