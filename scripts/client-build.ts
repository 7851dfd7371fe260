import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
/** What the client build is made from: when any of it is newer than the build, build again. */
const SOURCES = ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json'];
const BUILT_INDEX = path.join(ROOT, 'dist/client/index.html');

function newestMtime(target: string): number {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when dist/client is missing or older than its sources. */
export function isClientBuildStale(): boolean {
  const built = fs.statSync(BUILT_INDEX, { throwIfNoEntry: false });
  if (!built) return true;
  const newestSource = Math.max(...SOURCES.map((source) => newestMtime(path.join(ROOT, source))));
  return newestSource > built.mtimeMs;
}
