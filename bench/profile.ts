/**
 * A CPU profile of the server under the read load of npm run bench (issue 17):
 *   npx tsx bench/profile.ts [pglite|postgres] [folder]
 * Starts the server with --cpu-prof (postgres needs TEST_DATABASE_URL: run it through
 * scripts/with-postgres.sh), makes a person with 200 entries, runs the 10 s read load with the
 * health probe beside it, stops the server, and prints the profile's top frames over the load's
 * seconds (bench/profile-top.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startProcessServer, throwAwayDatabase } from './process-server';
import { load, person, PROBE } from './server';

const [kind = 'pglite', folder = '.tmp/profile'] = process.argv.slice(2);
const dir = path.resolve(folder, `${kind}-${Date.now()}`);
fs.mkdirSync(dir, { recursive: true });
process.env.BENCH_CPU_PROF = dir;

let databaseUrl: string | undefined;
let dropDatabase = async () => undefined as void;
if (kind === 'postgres') {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: scripts/with-postgres.sh npx tsx bench/profile.ts postgres');
  const database = await throwAwayDatabase(adminUrl, 'profile');
  databaseUrl = database.url;
  dropDatabase = database.drop;
}

const server = await startProcessServer({ databaseUrl });
let seconds: number;
try {
  const cookie = await person(server, 200);
  const started = performance.now();
  const [read, probe] = await Promise.all([
    load(`${server.url}/api/journal/entries`, { headers: { cookie } }),
    load(`${server.url}/api/health`, { probe: PROBE }),
  ]);
  seconds = (performance.now() - started) / 1000;
  console.log(`${kind}: read ${Math.round(read.rps)} req/s, p99 ${read.p99} ms; health beside it p99 ${probe.p99} ms`);
} finally {
  await server.stop();
  await dropDatabase();
}
// One profile per thread: the main thread's ends in .0.001; the embedded database's thread and
// tsx's loader threads follow. Loader threads idle through the load and are left out.
const profiles = fs
  .readdirSync(dir)
  .filter((name) => name.endsWith('.cpuprofile'))
  .map((name) => path.join(dir, name))
  .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)
  .slice(0, 2);
if (profiles.length === 0) throw new Error('no profile written');
for (const file of profiles) {
  const thread = /\.0\.001\.cpuprofile$/.test(file) ? 'main thread' : 'other thread (the embedded database, on PGlite)';
  console.log(`\n=== ${thread}: ${file}`);
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/profile-top.ts', file, '30', '--last', String(Math.floor(seconds))], {
    stdio: 'inherit',
  });
}
