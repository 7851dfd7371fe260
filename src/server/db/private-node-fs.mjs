// PrivateNodeFS, in plain JavaScript: the embedded database's thread (pglite-worker.mjs) loads it
// without TypeScript's loader, which would cost that thread ~40 MiB (issue 17). Its types are in
// private-node-fs.d.mts; private-files.ts re-exports it and explains the whole of issue 12's measures.
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** What the umask of a real PostgreSQL server (0077) takes away from every mode. */
const PRIVATE_UMASK = 0o077;

/**
 * PGlite's Node file system (the data directory on disk), except that a mode Postgres sets on a
 * file of the data directory never grants anything to the group or to others — what a real
 * PostgreSQL server gets from its own umask(0077), which PGlite's Emscripten layer does not apply.
 *
 * It wraps Emscripten's FS.doChmod, through which chmod, fchmod and the chmod that follows every
 * file creation go. That is PGlite's internals: if a PGlite upgrade renames it, the wrapper does
 * nothing, the chmod at open and close still applies, and private-files.test.ts says so.
 */
export class PrivateNodeFS extends NodeFS {
  async init(pg, opts) {
    const result = await super.init(pg, opts);
    const preRun = [...(result.emscriptenOpts.preRun ?? [])];
    preRun.push((mod) => {
      const emscriptenFs = mod.FS;
      const nodefs = mod.NODEFS;
      const doChmod = emscriptenFs?.doChmod;
      if (!emscriptenFs || typeof doChmod !== 'function' || !nodefs) return;
      emscriptenFs.doChmod = (stream, node, mode, dontFollow) =>
        doChmod.call(emscriptenFs, stream, node, node?.mount?.type === nodefs ? mode & ~PRIVATE_UMASK : mode, dontFollow);
    });
    return { ...result, emscriptenOpts: { ...result.emscriptenOpts, preRun } };
  }
}
