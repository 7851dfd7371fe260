/**
 * Server budgets (issues: scale and speed; 17). autocannon, 50 connections for 10 s, against an
 * authenticated read of the journal list (200 entries) and an authenticated write of an entry, on
 * PGlite and on PostgreSQL, each beside GET /api/health on the same server in the same run, and
 * beside a plain Node `http` server answering a fixed JSON (plain-server.mjs): every figure is
 * also printed as a share of that one, so the machine's speed cancels out.
 * Targets on 2 cores — PGlite: read ≥ 300 req/s, p99 ≤ 150 ms, and /api/health under 50 ms p99
 * while the read load runs (the event loop is not blocked); PostgreSQL: read ≥ 25 % of /api/health
 * and ≥ 5 % of the plain server, p99 ≤ 100 ms (and the older absolute ≥ 1,000 req/s). Also the
 * embedded server's memory after start and after the load.
 */
import autocannon from 'autocannon';
import { localDateIn } from '../src/shared/time-zone';
import { heading, row } from './support';
import { type ProcessServer, rssMiB, startPlainServer, startProcessServer, throwAwayDatabase } from './process-server';

const DURATION_S = 10;
const CONNECTIONS = 50;

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export async function load(
  url: string,
  options: {
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** A light probe instead of the full load: this many connections at this many requests a second. */
    probe?: { connections: number; rate: number };
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.probe?.connections ?? CONNECTIONS,
    ...(options.probe ? { overallRate: options.probe.rate } : {}),
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

export async function person(server: ProcessServer, entries: number): Promise<string> {
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
  const today = localDateIn('Europe/Paris');
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

interface ReadTarget {
  rps?: number;
  p99: number;
  /** Least share of the same server's /api/health. */
  ofHealth?: number;
  /** Least share of the plain Node server. */
  ofPlain?: number;
}

const share = (value: number, of: number) => `${((100 * value) / of).toFixed(1)} %`;
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

function print(label: string, result: LoadResult, health: LoadResult, plain: LoadResult, target?: ReadTarget) {
  row(
    label,
    `${Math.round(result.rps)} req/s`,
    `p50 ${result.p50} ms, p99 ${result.p99} ms, errors ${result.errors}; ${share(result.rps, health.rps)} of health, ${share(result.rps, plain.rps)} of plain`,
  );
  if (!target) return;
  const checks = [
    target.rps !== undefined && `≥ ${target.rps} req/s: ${verdict(result.rps >= target.rps)}`,
    `p99 ≤ ${target.p99} ms: ${verdict(result.p99 <= target.p99)}`,
    target.ofHealth !== undefined && `≥ ${100 * target.ofHealth} % of health: ${verdict(result.rps >= target.ofHealth * health.rps)}`,
    target.ofPlain !== undefined && `≥ ${100 * target.ofPlain} % of plain: ${verdict(result.rps >= target.ofPlain * plain.rps)}`,
    `no error: ${verdict(result.errors === 0)}`,
  ].filter(Boolean);
  row('  targets', '', checks.join(' · '));
}

/** The health probe that runs beside the read load: 2 connections, 50 requests a second. */
export const PROBE = { connections: 2, rate: 50 };
const HEALTH_UNDER_LOAD_P99_MS = 50;

async function benchOne(kind: 'PGlite' | 'PostgreSQL', server: ProcessServer, plain: LoadResult, target: ReadTarget) {
  heading(`Server — ${kind}, ${CONNECTIONS} connections × ${DURATION_S} s`);
  const cookie = await person(server, 200);
  const today = localDateIn('Europe/Paris');
  const health = await load(`${server.url}/api/health`);
  row(
    'GET /api/health',
    `${Math.round(health.rps)} req/s`,
    `p50 ${health.p50} ms, p99 ${health.p99} ms, errors ${health.errors}; ${share(health.rps, plain.rps)} of plain`,
  );
  // The read load, with a light probe of /api/health beside it: a blocked event loop shows there.
  const [read, probe] = await Promise.all([
    load(`${server.url}/api/journal/entries`, { headers: { cookie } }),
    load(`${server.url}/api/health`, { probe: PROBE }),
  ]);
  print('read: GET /api/journal/entries (200 entries)', read, health, plain, target);
  row(
    `GET /api/health during the read load (${PROBE.rate} req/s)`,
    `p99 ${probe.p99} ms`,
    `p50 ${probe.p50} ms, errors ${probe.errors} — target p99 < ${HEALTH_UNDER_LOAD_P99_MS} ms: ${verdict(probe.p99 < HEALTH_UNDER_LOAD_P99_MS && probe.errors === 0)}`,
  );
  const write = await load(`${server.url}/api/journal/entries`, {
    method: 'POST',
    headers: { cookie, origin: server.origin, 'content-type': 'application/json' },
    body: JSON.stringify({ mood: 6, content: 'Une entrée écrite pendant le banc de charge.', date: today, timeZone: 'Europe/Paris' }),
  });
  print('write: POST /api/journal/entries', write, health, plain);
}

export async function benchServer(): Promise<void> {
  heading(`Yardstick — a plain Node http server answering a fixed JSON, ${CONNECTIONS} connections × ${DURATION_S} s`);
  const yardstick = await startPlainServer();
  let plain: LoadResult;
  try {
    plain = await load(yardstick.url);
  } finally {
    await yardstick.stop();
  }
  row('GET / (plain Node http)', `${Math.round(plain.rps)} req/s`, `p50 ${plain.p50} ms, p99 ${plain.p99} ms, errors ${plain.errors}`);

  const embedded = await startProcessServer();
  try {
    const atStart = rssMiB(embedded.pid);
    await benchOne('PGlite', embedded, plain, { rps: 300, p99: 150 });
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
  const database = await throwAwayDatabase(adminUrl, 'bench');
  const server = await startProcessServer({ databaseUrl: database.url });
  try {
    await benchOne('PostgreSQL', server, plain, { rps: 1000, p99: 100, ofHealth: 0.25, ofPlain: 0.05 });
  } finally {
    await server.stop();
    await database.drop();
  }
}
