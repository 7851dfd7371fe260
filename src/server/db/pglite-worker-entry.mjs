// The entry of the embedded database's thread (pglite-thread.ts). The server is TypeScript run
// through tsx; a worker started with `--import tsx` in its execArgv does not get tsx's hooks for
// its own first module on Node 20, so this plain module registers them, then loads the worker.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-worker.ts');
