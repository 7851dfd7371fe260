/**
 * npm start: build the client if it is missing or older than its sources, then run the server,
 * which applies migrations and serves everything on one port.
 *
 * package.json starts this with NODE_OPTIONS='--max-old-space-size=256 --max-semi-space-size=4'
 * (see SERVER_NODE_FLAGS in src/server/runtime.ts): a smaller young generation and heap keep the
 * embedded server near 300 MiB under load instead of ~500 MiB. The build runs in its own process,
 * without those limits.
 *
 * `exec node --import tsx` rather than the tsx command: npm's child is then the server itself, with
 * no process between them to lose a signal. npm forwards SIGTERM and SIGINT to its child (not
 * SIGHUP, which npm dies of: the server then stops on its own, see watchParent in main.ts); `sh -c`
 * (which does not exec its last command) died of SIGTERM at once, leaving the server running with
 * its lock; and the tsx command relays signals to the node it starts, sending a second one when
 * that node does not acknowledge the first within 30 ms and SIGKILL after another 30 ms. See
 * tests/integration/clean-stop.test.ts.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { isClientBuildStale } from './client-build';

// CLIENT_DIR names a client built elsewhere: dist/client is then not served, so not built either.
if (!process.env.CLIENT_DIR && isClientBuildStale()) {
  console.log('Construction de l’interface… / building the client…');
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const build = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
  // Told to stop while building: stop the build as well, and do not start the server.
  let stoppedBy: NodeJS.Signals | null = null;
  const stop = (signal: NodeJS.Signals) => {
    if (stoppedBy) return;
    stoppedBy = signal;
    build.kill(signal);
  };
  const signals = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;
  for (const signal of signals) process.on(signal, stop);
  const [code] = (await once(build, 'exit')) as [number | null, NodeJS.Signals | null];
  for (const signal of signals) process.off(signal, stop);
  if (stoppedBy) process.exit(0);
  if (code !== 0) process.exit(code ?? 1);
}
await import('../src/server/main');
