import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite is a single-process database: two processes writing the same data directory corrupt it.
 * A lock file holding the owner's PID makes a second process stop at once with a clear message. A
 * lock left by a process that no longer runs (a crash, a kill -9) is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Le dossier de données ${dataDir} est déjà utilisé par un autre processus Renouveau (PID ${pid}). ` +
        `Arrêtez-le, ou choisissez un autre DATA_DIR.\n` +
        `The data directory ${dataDir} is already used by another Renouveau process (PID ${pid}). ` +
        `Stop it, or choose another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The PID in the lock file, or null when it is missing or unreadable. */
function readOwner(lockPath: string): number | null {
  try {
    const owner = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
    return Number.isInteger(owner) ? owner : null;
  } catch {
    return null;
  }
}

export interface DataDirLock {
  release(): void;
}

export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'renouveau.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // 'wx' fails when the file exists: creating it is the atomic "take the lock".
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener('exit', release);
        // Only our own lock: never one another process took after us.
        if (readOwner(lockPath) === process.pid) fs.rmSync(lockPath, { force: true });
      };
      // However the process ends — process.exit() after a forced shutdown, an uncaught error —
      // the lock goes with it ('exit' listeners run synchronously, which rmSync is). Only SIGKILL
      // and crashes of Node itself leave it behind; the next start then takes it over (below).
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner !== null && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      fs.rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
