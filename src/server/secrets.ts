import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The auth secret when AUTH_SECRET is not given: generated once into DATA_DIR (readable by its
 * owner only) so that the app needs no configuration and sessions survive restarts.
 */
export function loadOrCreateSecret(dataDir: string, name = 'auth-secret'): string {
  const file = path.join(dataDir, name);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} is too short to be a secret; delete it to generate a new one.`);
  return secret;
}
