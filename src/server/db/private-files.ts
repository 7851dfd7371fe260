import fs from 'node:fs';
import path from 'node:path';

/**
 * DATA_DIR holds what people wrote — the database files and the WAL keep stories in clear — and the
 * secret that signs their sessions. Nobody but the app's own user may read it: folders 0700, files
 * 0600 (issue 12, point 1).
 *
 * Three measures, because none is enough alone:
 * - a umask of 077 while the embedded database is open, so that what Node creates from now on (the
 *   lock file, PGlite's new folders) is born private;
 * - PrivateNodeFS (private-node-fs.mjs), because PGlite's file layer does not go through the process' umask: it
 *   creates a file, then chmods it to the mode Postgres asked for minus Emscripten's own umask of
 *   022 — 0644 for files opened with fopen (pg_internal.init), 0666 for most of initdb's files;
 * - a recursive chmod at open and at close, for a data directory made by an older version or under
 *   umask 0022, and for what initdb wrote in its own process.
 * A data directory at 0700 already keeps other users out of everything inside it; the file modes
 * still matter when the folder is copied, archived or moved elsewhere.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_UMASK = 0o077;

export class DataDirNotPrivateError extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    super(
      `Impossible de rendre ${file} privé (${(cause as NodeJS.ErrnoException).code ?? String(cause)}) : ` +
        `le dossier de données doit appartenir à l’utilisateur qui lance Renouveau.\n` +
        `Cannot make ${file} private: the data directory must belong to the user running Renouveau.`,
      { cause },
    );
    this.name = 'DataDirNotPrivateError';
  }
}

/**
 * Sets every folder under `root` (itself included) to 0700 and every file to 0600. Symbolic links
 * are left alone and not followed: chmod would change their target, which may lie outside the data
 * directory. Returns how many modes it changed.
 */
export function makeTreePrivate(root: string): number {
  let changed = 0;
  const visit = (entry: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.lstatSync(entry);
    } catch (error) {
      // PGlite may delete a temporary file between readdir and lstat: nothing left to protect.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (stat.isSymbolicLink()) return;
    const wanted = stat.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
    if ((stat.mode & 0o7777) !== wanted) {
      try {
        fs.chmodSync(entry, wanted);
        changed += 1;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw new DataDirNotPrivateError(entry, error);
      }
    }
    if (stat.isDirectory()) {
      let names: string[];
      try {
        names = fs.readdirSync(entry);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const name of names) visit(path.join(entry, name));
    }
  };
  visit(root);
  return changed;
}

/**
 * The umask is per process; several private data directories may be open at once in one process
 * (tests, a restore that verifies its result). Count them and give the process its umask back when
 * the last one closes, so that the narrower umask stays scoped to the time the database is open.
 */
let openCount = 0;
let umaskBefore: number | undefined;

function narrowUmask(): void {
  if (openCount === 0) {
    try {
      umaskBefore = process.umask(PRIVATE_UMASK);
    } catch {
      // Worker threads may not change the umask (ERR_WORKER_UNSUPPORTED_OPERATION): the chmod at
      // open and close still makes the directory private.
      umaskBefore = undefined;
    }
  }
  openCount += 1;
}

function restoreUmask(): void {
  openCount = Math.max(0, openCount - 1);
  if (openCount === 0 && umaskBefore !== undefined) {
    process.umask(umaskBefore);
    umaskBefore = undefined;
  }
}

export interface PrivateDataDir {
  /** Makes the whole tree private once more (what was written while open), and restores the umask. */
  close(): void;
}

/**
 * Call before anything is written to `dataDir`: creates it if needed (0700, parents included),
 * makes what is already there private and keeps new files private until close().
 */
export function openPrivateDataDir(dataDir: string): PrivateDataDir {
  narrowUmask();
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    makeTreePrivate(dataDir);
  } catch (error) {
    restoreUmask();
    throw error;
  }
  let closed = false;
  return {
    close() {
      if (closed) return;
      closed = true;
      try {
        makeTreePrivate(dataDir);
      } finally {
        restoreUmask();
      }
    },
  };
}

/** PGlite's file layer with private modes; plain JavaScript, for the database's thread. */
export { PrivateNodeFS } from './private-node-fs.mjs';

/** Writes `data` to `file` readable by its owner only, whatever the umask; never half a file. */
export function writePrivateFile(file: string, data: Uint8Array): void {
  const partial = `${file}.partiel-${process.pid}`;
  try {
    fs.writeFileSync(partial, data, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
    // An explicit mode on open is still masked by the umask, never widened: chmod makes sure.
    fs.chmodSync(partial, PRIVATE_FILE_MODE);
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}
