/**
 * Decision 001's figures (issue 28): the embedded database served three ways to the same app —
 *
 * - on the event loop (PGlite in the server's thread: what issue 17 left behind, for reference);
 * - on its own thread (pglite-thread.ts + pglite-worker.mjs: what the server does);
 * - on a local socket (@electric-sql/pglite-socket's pglite-server in a process of its own), the
 *   app talking to it with `pg`, as to PostgreSQL — one code path. Skipped when the package is
 *   not installed (no release of it accepts the installed PGlite as its peer: see decision 001).
 *
 * PGlite's own worker (@electric-sql/pglite/worker) is not measured: it needs a browser's Worker
 * and navigator.locks (it elects a leader among tabs), which Node does not offer.
 *
 * For each: a signed-in GET of the journal (20 entries) and a journal POST, sequential, median /
 * p95; the GET under 10 connections (req/s); and the event loop's delay while a heavy query runs
 * (how late a 5 ms timer fires: max and p99). Figures, not targets.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { OfflineCompanion } from '../src/server/ai/offline-companion';
import { type DatabaseHandle, openDatabase, PGLITE_OPTIONS } from '../src/server/db/client';
import { localDateIn } from '../src/shared/time-zone';
import { benchUser, heading, median, ms, percentile, row, startBenchServer } from './support';
import { freePort } from '../tests/support/server-process';

const SEQUENTIAL = 200;
const HEAVY_QUERY = sql`select count(*) from generate_series(1, 3000000)`;

interface Option {
  label: string;
  /** The database for the app (the app's close() closes it), and what else to stop; or why it is skipped. */
  open(dir: string): Promise<{ database: DatabaseHandle; stop(): Promise<void> } | string>;
}

/** Waits until something listens on the port. */
async function listening(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`pglite-server exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('pglite-server did not listen');
}

const options: Option[] = [
  {
    label: 'PGlite on the event loop (reference)',
    async open(dir) {
      const pglite = await PGlite.create({ ...PGLITE_OPTIONS, dataDir: path.join(dir, 'pglite') });
      return { database: await openDatabase({ pglite }), stop: async () => undefined };
    },
  },
  {
    label: 'PGlite on its own thread (pglite-thread.ts)',
    async open(dir) {
      return { database: await openDatabase({ dataDir: dir }), stop: async () => undefined };
    },
  },
  {
    label: 'PGlite behind pglite-socket, app on pg',
    async open(dir) {
      let script: string;
      try {
        // The package's CLI (its `pglite-server` bin), beside its main entry.
        const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite-socket');
        script = path.join(path.dirname(entry), 'scripts', 'server.js');
      } catch {
        return 'skipped: @electric-sql/pglite-socket is not installed';
      }
      const port = await freePort();
      const child = spawn(process.execPath, [script, `--db=${path.join(dir, 'pglite')}`, `--port=${port}`, '--max-connections=10'], {
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      await listening(port, child);
      const database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, poolSize: 10 });
      return {
        database,
        // The app's close() has closed the pool; what is left is the server's process.
        async stop() {
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          await exited;
        },
      };
    },
  },
];

async function sequential(count: number, action: () => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count + 20; i += 1) {
    const started = performance.now();
    const response = await action();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    if (i >= 20) times.push(performance.now() - started);
  }
  return times;
}

const figure = (times: number[]) => `${ms(median(times))} / ${ms(percentile(times, 95))}`;

export async function benchDatabase(): Promise<void> {
  heading(`Database — one app, the embedded database three ways (${SEQUENTIAL} sequential requests each, median / p95)`);
  for (const option of options) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-bench-db-'));
    try {
      const opened = await option.open(dir);
      if (typeof opened === 'string') {
        row(option.label, '', opened);
        continue;
      }
      const server = await startBenchServer(new OfflineCompanion({ delayMs: 0 }), {
        database: opened.database,
        env: { JOURNAL_ENTRIES_PER_DAY: '1000000' },
      });
      try {
        const { cookie } = await benchUser(server, 'database');
        const today = localDateIn('Europe/Paris');
        const post = () =>
          fetch(`${server.url}/api/journal/entries`, {
            method: 'POST',
            headers: { cookie, origin: server.origin, 'content-type': 'application/json' },
            body: JSON.stringify({ mood: 6, content: 'Une entrée du banc.', date: today, timeZone: 'Europe/Paris' }),
          });
        for (let i = 0; i < 20; i += 1) await (await post()).arrayBuffer();
        const get = () => fetch(`${server.url}/api/journal/entries`, { headers: { cookie } });
        const reads = await sequential(SEQUENTIAL, get);
        const writes = await sequential(SEQUENTIAL, post);
        const loaded = await autocannon({ url: `${server.url}/api/journal/entries`, headers: { cookie }, connections: 10, duration: 5 });

        // The event loop while a heavy query runs: a 5 ms timer's lateness, sampled meanwhile.
        const lags: number[] = [];
        let last = performance.now();
        const sampler = setInterval(() => {
          const now = performance.now();
          lags.push(Math.max(0, now - last - 5));
          last = now;
        }, 5);
        const heavyStarted = performance.now();
        for (let i = 0; i < 3; i += 1) await opened.database.db.execute(HEAVY_QUERY);
        const heavyMs = (performance.now() - heavyStarted) / 3;
        clearInterval(sampler);
        lags.push(Math.max(0, performance.now() - last - 5));

        heading(`  ${option.label}`);
        row('    GET /api/journal/entries (signed in)', figure(reads));
        row('    POST /api/journal/entries', figure(writes));
        row('    GET under 10 connections × 5 s', `${Math.round(loaded.requests.average)} req/s`, `p99 ${loaded.latency.p99} ms`);
        row(
          '    event-loop delay during 3 heavy queries, max / p99',
          `${ms(Math.max(...lags))} / ${ms(percentile(lags, 99))}`,
          `a heavy query took ${ms(heavyMs)}`,
        );
      } finally {
        await server.close(); // closes the database too
        await opened.stop();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
}
