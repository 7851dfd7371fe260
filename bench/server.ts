/**
 * Server budgets (issue: scale and speed). autocannon, 50 connections for 10 s, against an
 * authenticated read of the journal list (200 entries) and an authenticated write of an entry, on
 * PGlite and on PostgreSQL, each beside GET /api/health on the same server in the same run.
 * Targets on 2 cores — PostgreSQL: read ≥ 1,000 req/s, p99 ≤ 100 ms, no error; PGlite: read ≥
 * 300 req/s, p99 ≤ 150 ms. Also the embedded server's memory after start and after the load.
 */
import autocannon from 'autocannon';
import pg from 'pg';
import { heading, row } from './support';
import { type ProcessServer, rssMiB, startProcessServer } from './process-server';

const DURATION_S = 10;
const CONNECTIONS = 50;

interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(
  url: string,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function person(server: ProcessServer, entries: number): Promise<string> {
  const json = { origin: server.origin, 'content-type': 'application/json' };
  const signup = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email: `bench-${Date.now()}-${Math.random()}@bench.fr`,
      password: 'un-mot-de-passe-solide',
      gender: 'other',
      age: 30,
      consent: true,
    }),
  });
  const cookie = signup.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  await fetch(`${server.url}/api/story`, {
    method: 'POST',
    headers: { ...json, cookie },
    body: JSON.stringify({ exName: 'Alex', content: 'Quatre ans.' }),
  });
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
  for (let i = 1; i < entries; i += 1) {
    await fetch(`${server.url}/api/journal/entries`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({
        mood: 1 + (i % 10),
        content: `Entrée ${i} : une journée comme une autre, avec ses hauts et ses bas.`,
        date: today,
        timeZone: 'Europe/Paris',
      }),
    });
  }
  return cookie;
}

function print(label: string, result: LoadResult, health: LoadResult, target?: { rps: number; p99: number }) {
  const met = target ? result.rps >= target.rps && result.p99 <= target.p99 && result.errors === 0 : undefined;
  row(
    label,
    `${Math.round(result.rps)} req/s`,
    `p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}, ${(result.rps / health.rps).toFixed(2)}× health` +
      (target ? ` — target ≥ ${target.rps} req/s, p99 ≤ ${target.p99} ms: ${met ? 'met' : 'MISSED'}` : ''),
  );
}

async function benchOne(kind: 'PGlite' | 'PostgreSQL', server: ProcessServer, target: { rps: number; p99: number }) {
  heading(`Server — ${kind}, ${CONNECTIONS} connections × ${DURATION_S} s`);
  const cookie = await person(server, 200);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' });
  const health = await load(`${server.url}/api/health`);
  row('GET /api/health', `${Math.round(health.rps)} req/s`, `p50 ${health.p50} ms, p99 ${health.p99} ms, errors ${health.errors}`);
  print(
    'read: GET /api/journal/entries (200 entries)',
    await load(`${server.url}/api/journal/entries`, { headers: { cookie } }),
    health,
    target,
  );
  const write = await load(`${server.url}/api/journal/entries`, {
    method: 'POST',
    headers: { cookie, origin: server.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ mood: 6, content: 'Une entrée écrite pendant le banc de charge.', date: today, timeZone: 'Europe/Paris' }),
  });
  print('write: POST /api/journal/entries', write, health);
}

export async function benchServer(): Promise<void> {
  const embedded = await startProcessServer();
  try {
    const atStart = rssMiB(embedded.pid);
    await benchOne('PGlite', embedded, { rps: 300, p99: 150 });
    heading('Memory — the embedded (PGlite) server');
    row('RSS after start', `${atStart.toFixed(0)} MiB`);
    row('RSS right after the load', `${rssMiB(embedded.pid).toFixed(0)} MiB`);
    // Steady: the load is over and the server idles, as between two visits.
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    const steady = rssMiB(embedded.pid);
    row('RSS 15 s later (steady)', `${steady.toFixed(0)} MiB`, `target ≤ 400 MiB steady: ${steady <= 400 ? 'met' : 'MISSED'}`);
  } finally {
    await embedded.stop();
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    heading('Server — PostgreSQL');
    console.log('  skipped: TEST_DATABASE_URL is not set (npm run bench starts a throw-away server through scripts/with-postgres.sh).');
    return;
  }
  const name = `renouveau_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const server = await startProcessServer({ databaseUrl: url.toString() });
  try {
    await benchOne('PostgreSQL', server, { rps: 1000, p99: 100 });
  } finally {
    await server.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
