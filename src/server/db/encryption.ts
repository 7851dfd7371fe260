import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { asc, desc, eq } from 'drizzle-orm';
import { customType, integer, type PgColumn, type PgDatabase, type PgQueryResultHKT, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';

/**
 * Encryption at rest (issue 16; docs/decisions/encryption-at-rest.md says what it protects
 * against). The words people write — story, journal, chat, letters, safety plan, memory, goals,
 * matrix items and sections, feedback — are stored as AES-256-GCM ciphertext in their text columns. Envelope encryption: each value is
 * sealed with a data key; the data keys are stored in `data_keys`, each wrapped (AES-256-GCM) by
 * the master key, which never enters the database (ENCRYPTION_KEY, or a file generated in
 * DATA_DIR). `npm run rotate-key` re-wraps the data keys under a new master key and starts a new
 * data key for new writes; every value names the data key (and its version) that sealed it, so
 * old rows read on.
 *
 * The column type below seals and opens values as drizzle writes and reads them, so services work
 * on clear text in memory only. Keys live in this module once loaded (one app per process in
 * production; in tests several databases each add their own keys, told apart by id).
 */

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** `enc1:<key id>:<base64url(iv ‖ tag ‖ ciphertext)>` — the key id starts with its version (`v3-…`). */
const PREFIX = 'enc1:';

/** The data keys, wrapped by the master key. Not in schema.ts's person tables: it holds no one's data. */
export const dataKeys = pgTable('data_keys', {
  id: text('id').primaryKey(),
  version: integer('version').notNull().unique(),
  wrapped: text('wrapped').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).defaultNow().notNull(),
});

const keys = new Map<string, Buffer>();
let writeKeyId: string | null = null;

/** The 32-byte master key from a secret of at least 32 characters (ENCRYPTION_KEY or the generated file). */
export function masterKeyFrom(secret: string): Buffer {
  if (secret.length < 32) throw new Error('The encryption key must be at least 32 characters long.');
  return Buffer.from(hkdfSync('sha256', secret, 'renouveau', 'master key for data keys', 32));
}

function seal(key: Buffer, plain: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

function open(key: Buffer, sealed: string): Buffer {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv(ALGORITHM, key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
}

export class WrongEncryptionKeyError extends Error {
  constructor() {
    super(
      'The encryption key does not open this database’s data keys. Give the ENCRYPTION_KEY (or the DATA_DIR/encryption-key file) ' +
        'that was in use when the data was written; without it the encrypted text cannot be read.',
    );
    this.name = 'WrongEncryptionKeyError';
  }
}

function newDataKeyRow(master: Buffer, version: number): { row: typeof dataKeys.$inferInsert; key: Buffer } {
  const key = randomBytes(32);
  const id = `v${version}-${randomBytes(6).toString('hex')}`;
  return { row: { id, version, wrapped: seal(master, key) }, key };
}

/**
 * Any drizzle database of ours: the keyring reads and writes its own table only, so it needs
 * nothing of client.ts's schema-typed Database (which would make client → schema → encryption →
 * client a circle).
 */
type KeyringDatabase = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/**
 * Loads the database's data keys with the master key (creating the first one on a new database)
 * and makes its newest the one new values are sealed with.
 */
export async function installKeyring(db: KeyringDatabase, secret: string): Promise<void> {
  const master = masterKeyFrom(secret);
  let rows = await db.select().from(dataKeys).orderBy(asc(dataKeys.version));
  if (rows.length === 0) {
    // Two servers starting on a new database at once: the version is unique, one insert wins.
    await db.insert(dataKeys).values(newDataKeyRow(master, 1).row).onConflictDoNothing();
    rows = await db.select().from(dataKeys).orderBy(asc(dataKeys.version));
  }
  for (const row of rows) {
    try {
      keys.set(row.id, open(master, row.wrapped));
    } catch {
      throw new WrongEncryptionKeyError();
    }
  }
  writeKeyId = rows.at(-1)?.id ?? null;
}

/**
 * `npm run rotate-key`: every data key re-wrapped under the new master key, and a new data key
 * for the values written from now on. One transaction: a failure changes nothing.
 */
export async function rewrapKeys(
  db: KeyringDatabase,
  oldSecret: string,
  newSecret: string,
): Promise<{ rewrapped: number; newVersion: number }> {
  const oldMaster = masterKeyFrom(oldSecret);
  const newMaster = masterKeyFrom(newSecret);
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(dataKeys).orderBy(desc(dataKeys.version));
    for (const row of rows) {
      let key: Buffer;
      try {
        key = open(oldMaster, row.wrapped);
      } catch {
        throw new WrongEncryptionKeyError();
      }
      await tx
        .update(dataKeys)
        .set({ wrapped: seal(newMaster, key) })
        .where(eq(dataKeys.id, row.id));
    }
    const newVersion = (rows[0]?.version ?? 0) + 1;
    await tx.insert(dataKeys).values(newDataKeyRow(newMaster, newVersion).row);
    return { rewrapped: rows.length, newVersion };
  });
}

/** Forgets every loaded key, as a new process would start (tests; the rotate script before it re-reads). */
export function unloadKeys(): void {
  keys.clear();
  opened.clear();
  writeKeyId = null;
}

export function encrypt(plain: string): string {
  const key = writeKeyId === null ? undefined : keys.get(writeKeyId);
  if (!key || writeKeyId === null) throw new Error('encryption keys not loaded (installKeyring runs when the app starts)');
  return `${PREFIX}${writeKeyId}:${seal(key, Buffer.from(plain, 'utf8'))}`;
}

/**
 * The values opened lately, by their ciphertext: a page read again (the journal reloaded, the chat
 * reopened) costs a lookup instead of a cipher per value — about 20 µs each, 1 ms for a page of 50,
 * which took a quarter off the authenticated read (npm run bench). Bounded in count and in size;
 * it holds what the server already holds in clear while it answers, and nothing outlives the process.
 */
const opened = new LRUCache<string, string>({
  max: 4000,
  // Longer texts are opened each time (a size of 0 is not allowed: an empty text counts as 1).
  maxEntrySize: 8000,
  sizeCalculation: (plain) => plain.length || 1,
});

/** A value written before encryption (no prefix) reads as it is, until `npm run rotate-key` seals it. */
export function decrypt(stored: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const cached = opened.get(stored);
  if (cached !== undefined) return cached;
  const separator = stored.indexOf(':', PREFIX.length);
  const keyId = stored.slice(PREFIX.length, separator);
  const key = keys.get(keyId);
  if (!key) throw new Error(`no data key ${keyId} loaded: was the database copied without its data_keys, or opened with another key?`);
  const plain = open(key, stored.slice(separator + 1)).toString('utf8');
  opened.set(stored, plain);
  return plain;
}

/**
 * What a sealed value looks like, in SQL (`~`): the prefix and a key id. A value written before
 * encryption does not match it (seal-clear-rows.ts seals those). Matching the format, not the
 * text: the decision record's « never match encrypted columns in SQL » is about what people wrote.
 */
export const SEALED_VALUE_PATTERN = '^enc1:v[0-9]+-[0-9a-f]+:';

const sealForDriver = (value: string) => encrypt(value);

/** A text column stored encrypted: drizzle seals what it writes and opens what it reads. */
export const encryptedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: sealForDriver,
  fromDriver: (value) => decrypt(value),
});

/** Whether a column of the schema is an `encryptedText` one (drizzle keeps a custom type's toDriver as `mapTo`). */
export function isEncryptedColumn(column: PgColumn): boolean {
  return column.columnType === 'PgCustomColumn' && (column as unknown as { mapTo?: unknown }).mapTo === sealForDriver;
}
