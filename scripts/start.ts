/**
 * npm start: build the client if it is missing or older than its sources, then run the server,
 * which applies migrations and serves everything on one port.
 *
 * package.json starts this with NODE_OPTIONS='--max-old-space-size=256 --max-semi-space-size=4'
 * (see SERVER_NODE_FLAGS in src/server/runtime.ts): a smaller young generation and heap keep the
 * embedded server near 300 MiB under load instead of ~500 MiB. The build runs in its own process,
 * without those limits.
 */
import { spawnSync } from 'node:child_process';
import { isClientBuildStale } from './client-build';

if (isClientBuildStale()) {
  console.log('Construction de l’interface… / building the client…');
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../src/server/main');
