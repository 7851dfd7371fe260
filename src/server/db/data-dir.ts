/**
 * The embedded database's place in DATA_DIR, and how a process takes DATA_DIR for itself: shared
 * by opening the database (client.ts) and by backup and restore (backup.ts), which both need the
 * directory private and locked before touching PGlite's files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { openPrivateDataDir } from './private-files';

/**
 * Takes a data directory for this process: makes it private (private-files.ts) and takes its lock
 * (data-dir-lock.ts), in that order, so that even the lock file is born private. release() makes
 * what was written meanwhile private, then gives the lock back.
 */
export function claimDataDir(dataDir: string): { release(): void } {
  const privateDir = openPrivateDataDir(dataDir);
  let lock;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    privateDir.close();
    throw error;
  }
  const held = lock;
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      try {
        privateDir.close();
      } finally {
        held.release();
      }
    },
  };
}

export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');
export const hasPgliteDatabase = (dataDir: string) => fs.existsSync(path.join(pgliteDirOf(dataDir), 'PG_VERSION'));
