/**
 * npm run dev: the API on :3001, restarted when server code changes, and Vite on :3000 with hot
 * reload, forwarding /api to the API. Open http://localhost:3000.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

// tsx's watcher, run by this Node directly rather than through npx. On a change it restarts the
// API with SIGTERM: the server lets running requests finish and releases the data directory's lock
// (tsx kills it after 5 s; the next start then takes the lock over). It runs in a process group of
// its own, so that a Ctrl+C reaches it once, from here: the watcher kills the server outright when
// it is told to stop a second time. (Its stdin is closed: a background group may not read the terminal.)
const api = spawn(
  process.execPath,
  [fileURLToPath(import.meta.resolve('tsx/cli')), 'watch', '--clear-screen=false', 'src/server/main.ts'],
  {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: { ...process.env, PORT: '3001', PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000' },
  },
);
const apiExited = new Promise<void>((resolve) => api.once('exit', () => resolve()));
// Should this script end any other way, the API does not outlive it.
process.once('exit', () => {
  if (api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
});

const vite = await createServer({ configFile: 'vite.config.ts' });
await vite.listen();
vite.printUrls();

// Stop the API once, and wait for it: it has finished its requests and released its lock by then.
let stopping = false;
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return;
  stopping = true;
  if (api.exitCode === null && api.signalCode === null) api.kill(signal);
  void Promise.all([vite.close(), apiExited]).then(() => process.exit(0));
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
