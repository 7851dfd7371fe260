import fs from 'node:fs';

/** Read once at start: ~1,000 lines, a few kilobytes. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  fs
    .readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith('#')),
);

/** True for a password on the list, whatever its case ("Azerty" is as weak as "azerty"). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
