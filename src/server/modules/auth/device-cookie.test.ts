/**
 * The device cookie read and written with better-call's cookie helpers (issue 28): what a browser
 * or a proxy may send back — spaces, a quoted value, a percent-encoded one, cookies whose names
 * start the same — reads as the browser's tokens; what is set is the same cookie as before.
 */
import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, DeviceCookies } from './device-cookie';

const SECRET = 'device-secret-device-secret-device-secret-01';
const devices = new DeviceCookies(SECRET, false);

/** The cookie's value in a Set-Cookie line. */
const valueOf = (line: string) => line.split(';')[0]?.split('=').slice(1).join('=') ?? '';
const headers = (cookie: string) => new Headers({ cookie });

describe('device cookies', () => {
  it('trusts the browser for the account it signed in as, and no other', () => {
    const value = valueOf(devices.issue([], 'personne-a'));
    const tokens = devices.tokensOf(headers(`renouveau.device=${value}`));
    expect(tokens).toHaveLength(1);
    expect(devices.deviceFor(tokens, 'personne-a')).toMatch(/^personne-a:[\w-]{16}$/);
    expect(devices.deviceFor(tokens, 'personne-b')).toBeNull();
    expect(new DeviceCookies('un-autre-secret-un-autre-secret-un-autre-00', false).deviceFor(tokens, 'personne-a')).toBeNull();
  });

  it('keeps the other accounts of the browser, newest first, five at most', () => {
    let tokens: string[] = [];
    for (const userId of ['a', 'b', 'c', 'd', 'e', 'f'])
      tokens = devices.tokensOf(headers(`renouveau.device=${valueOf(devices.issue(tokens, userId))}`));
    expect(tokens).toHaveLength(5);
    expect(['f', 'e', 'd', 'c', 'b'].map((userId) => devices.deviceFor(tokens, userId) !== null)).toEqual([true, true, true, true, true]);
    expect(devices.deviceFor(tokens, 'a')).toBeNull();
  });

  it('reads an odd cookie header: spaces, a quoted value, cookies whose names start the same', () => {
    const value = valueOf(devices.issue([], 'personne-a'));
    const other = valueOf(devices.issue([], 'personne-b'));
    const header = [
      'renouveau.devices=pas-un-jeton',
      `renouveau.device.old=${other}`,
      `xrenouveau.device=${other}`,
      ` renouveau.device =  "${value}"  `,
      'theme=sombre',
    ].join(' ;');
    const tokens = devices.tokensOf(headers(header));
    expect(tokens).toHaveLength(1);
    expect(devices.deviceFor(tokens, 'personne-a')).not.toBeNull();
    expect(devices.deviceFor(tokens, 'personne-b')).toBeNull();
    // Percent-encoded (a client that encodes ~), and sent twice: the first one counts, as for every cookie.
    const encoded = devices.tokensOf(headers(`renouveau.device=${encodeURIComponent(`${value}~${other}`)}; renouveau.device=${other}`));
    expect(encoded).toHaveLength(2);
    expect(devices.deviceFor(encoded, 'personne-a')).not.toBeNull();
    // Nothing well formed: no token at all.
    expect(devices.tokensOf(headers('renouveau.device=abc~déf; theme=sombre'))).toEqual([]);
    expect(devices.tokensOf(new Headers())).toEqual([]);
  });

  it('sets a long-lived, HttpOnly, SameSite=Lax cookie read only by the sign-in routes, Secure over https', () => {
    const line = devices.issue([], 'personne-a');
    expect(line).toMatch(/^renouveau\.device=[\w-]{16}\.[\w-]{43}; /);
    expect(line).toContain(`Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}`);
    expect(line).toContain('Path=/api/auth');
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).not.toContain('Secure');
    const secure = new DeviceCookies(SECRET, true).issue([], 'personne-a');
    expect(secure).toMatch(/^__Secure-renouveau\.device=/);
    expect(secure).toContain('; Secure');
  });
});
