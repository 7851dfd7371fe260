import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The token of « Ne plus recevoir ces rappels » in every reminder mail: it works without signing
 * in, so it names one person and does one thing. An HMAC with a key of its own, derived from the
 * auth secret (HKDF, its own label): a token made for another purpose, or by anyone without the
 * secret, never matches; a tampered token does nothing.
 */
const PURPOSE = 'reminders-unsubscribe:v1';

export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(authSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', authSecret, 'renouveau', PURPOSE, 32));
  }

  sign(userId: string): string {
    return `${Buffer.from(userId).toString('base64url')}.${this.mac(userId).toString('base64url')}`;
  }

  /** The person the token names, or null for anything not made by sign(). */
  verify(token: string): string | null {
    const [encodedId, encodedMac, ...rest] = token.split('.');
    if (!encodedId || !encodedMac || rest.length > 0) return null;
    const userId = Buffer.from(encodedId, 'base64url').toString();
    const given = Buffer.from(encodedMac, 'base64url');
    const expected = this.mac(userId);
    return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
  }

  private mac(userId: string): Buffer {
    return createHmac('sha256', this.key).update(`${PURPOSE}\n${userId}`).digest();
  }
}
