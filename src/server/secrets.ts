import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './db/private-files';

/**
 * The auth secret when AUTH_SECRET is not given: generated once into DATA_DIR (readable by its
 * owner only) so that the app needs no configuration and sessions survive restarts.
 * This is the first thing that touches DATA_DIR — with PostgreSQL, the only one — so it makes the
 * folder private here, whatever the umask (the embedded database does the same for its files).
 */
export function loadOrCreateSecret(
  dataDir: string,
  name = 'auth-secret',
  create: () => string = () => randomBytes(48).toString('base64url'),
): string {
  const file = path.join(dataDir, name);
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  fs.chmodSync(dataDir, PRIVATE_DIR_MODE);
  try {
    fs.writeFileSync(file, create(), { flag: 'wx', mode: PRIVATE_FILE_MODE });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  fs.chmodSync(file, PRIVATE_FILE_MODE);
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} is too short to be a secret; delete it to generate a new one.`);
  return secret;
}

/** The file in DATA_DIR holding the master key of encryption at rest when ENCRYPTION_KEY is not set. */
export const ENCRYPTION_KEY_FILE = 'encryption-key';
