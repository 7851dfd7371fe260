/**
 * npm run rotate-key: a new master key for encryption at rest (src/server/db/encryption.ts). The
 * data keys are re-wrapped under it in one transaction, and a new data key seals what is written
 * from now on; the rows already written keep their data key and read on. Text that an older
 * version stored in clear is then sealed with the new data key, page by page, and the old copies of
 * those rows are dropped from the table files (and, embedded, from the WAL): seal-clear-rows.ts.
 * Stop the server first (with the embedded database, its lock says so).
 *
 * - Without ENCRYPTION_KEY, the master key lives in DATA_DIR/encryption-key: a new one is
 *   generated and replaces it (written first as encryption-key.new, so a crash in between leaves
 *   both keys on disk and the next run finishes the job).
 * - With ENCRYPTION_KEY, give the new key as NEW_ENCRYPTION_KEY (at least 32 characters), then
 *   start the server with ENCRYPTION_KEY set to it.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { DataDirLockedError } from '../src/server/db/data-dir-lock';
import { installKeyring, rewrapKeys, unloadKeys, WrongEncryptionKeyError } from '../src/server/db/encryption';
import { PRIVATE_FILE_MODE } from '../src/server/db/private-files';
import { dropClearCopies, sealClearRows } from '../src/server/db/seal-clear-rows';
import { type Env, EnvError, loadEnv } from '../src/server/env';
import { ENCRYPTION_KEY_FILE, loadOrCreateSecret } from '../src/server/secrets';
import { fail } from './data-dir-command';

async function main(): Promise<void> {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const keyFile = path.join(dataDir, ENCRYPTION_KEY_FILE);
  const pendingFile = `${keyFile}.new`;
  const fromEnv = env.ENCRYPTION_KEY;
  if (fromEnv && !process.env.NEW_ENCRYPTION_KEY) {
    fail(
      'ENCRYPTION_KEY est défini : donne la nouvelle clé dans NEW_ENCRYPTION_KEY (32 caractères au moins).\n' +
        'ENCRYPTION_KEY is set: give the new key as NEW_ENCRYPTION_KEY (at least 32 characters).',
    );
  }
  const oldSecret = fromEnv ?? loadOrCreateSecret(dataDir, ENCRYPTION_KEY_FILE);
  let newSecret = process.env.NEW_ENCRYPTION_KEY;
  if (!newSecret) {
    // A run stopped half-way left its new key: use it, so the keys it may have re-wrapped open.
    newSecret = fs.existsSync(pendingFile) ? fs.readFileSync(pendingFile, 'utf8').trim() : randomBytes(48).toString('base64url');
    fs.writeFileSync(pendingFile, newSecret, { mode: PRIVATE_FILE_MODE });
  }
  if (newSecret.length < 32) fail('NEW_ENCRYPTION_KEY doit faire 32 caractères au moins. / must be at least 32 characters long.');

  let database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
  try {
    await database.migrate();
    let current = oldSecret;
    try {
      await installKeyring(database.db, oldSecret);
    } catch (error) {
      if (!(error instanceof WrongEncryptionKeyError)) throw error;
      // The keys were already re-wrapped under the pending key: only the file swap was left.
      unloadKeys();
      await installKeyring(database.db, newSecret);
      current = newSecret;
    }
    if (current === oldSecret) {
      const { rewrapped, newVersion } = await rewrapKeys(database.db, oldSecret, newSecret);
      console.log(`${rewrapped} clé(s) de données re-chiffrée(s) ; nouvelle clé de données : version ${newVersion}.`);
    }
    // The new data key seals what an older version left in clear.
    unloadKeys();
    await installKeyring(database.db, newSecret);
    const sealed = await sealClearRows(database.db);
    const tables = Object.keys(sealed.rows);
    if (tables.length === 0) {
      console.log('Aucun texte en clair dans la base. / No text in clear in the database.');
    } else {
      const rows = Object.values(sealed.rows).reduce((sum, count) => sum + count, 0);
      const detail = Object.entries(sealed.rows)
        .map(([table, count]) => `${table} ${count}`)
        .join(', ');
      console.log(
        `${sealed.values} texte(s) écrit(s) avant le chiffrement, dans ${rows} ligne(s), maintenant chiffré(s) (${detail}). ` +
          `/ ${sealed.values} value(s) written before encryption, in ${rows} row(s), now encrypted.`,
      );
      await dropClearCopies(database, tables);
    }
  } finally {
    await database.close();
  }
  if (!fromEnv) {
    fs.renameSync(pendingFile, keyFile);
    console.log(`Nouvelle clé maîtresse enregistrée dans ${keyFile}.`);
  } else {
    console.log('Démarre maintenant le serveur avec ENCRYPTION_KEY égal à la nouvelle clé (NEW_ENCRYPTION_KEY).');
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
