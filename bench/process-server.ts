/** The real server as its own process, for load, memory and page benchmarks. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../src/server/runtime';
import { freePort, startServerProcess } from '../tests/support/server-process';

export interface ProcessServer {
  url: string;
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

/** Resident memory of a process, in MiB (Linux /proc). */
export function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

/**
 * Starts the server as `npm start` runs it, on PGlite in a fresh data dir, or on `databaseUrl`:
 * with its flags, at the default log level (a line per request), its output going into a pipe that
 * is read, as a log collector reads it. BENCH_CPU_PROF=<folder> writes a V8 CPU profile of the
 * server there when it stops (open it in Chrome's DevTools, or `node bench/profile-top.ts`).
 */
export async function startProcessServer(options: { databaseUrl?: string } = {}): Promise<ProcessServer> {
  const profileDir = process.env.BENCH_CPU_PROF;
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-bench-'));
  const origin = `http://localhost:${port}`;
  const server = await startServerProcess(
    {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-000',
      PUBLIC_URL: origin,
      LOG_LEVEL: 'info',
      // The write load is one account posting for ten seconds: far past what a person writes in a
      // day. The quotas (write-quotas.ts) stay in the path — their counter and the account's size
      // are measured — but set high enough that every write is a real one.
      JOURNAL_ENTRIES_PER_DAY: '1000000',
      ...SERVER_ENV,
    },
    [...SERVER_NODE_FLAGS, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [])],
    { stdout: 'pipe' },
  );
  return {
    url: server.url,
    origin,
    pid: server.child.pid ?? 0,
    async stop() {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The plain Node `http` server of plain-server.mjs, in its own process like the app's. */
export async function startPlainServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./plain-server.mjs', import.meta.url))], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`plain server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A database of its own on the PostgreSQL server at `adminUrl`, dropped by `drop()`. */
export async function throwAwayDatabase(adminUrl: string, label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `renouveau_${label}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
