/** Shared pieces of the benchmarks: an app server on a free port, timing statistics, printing. */
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { pino } from 'pino';
import type { AiProvider } from '../src/server/ai/provider';
import { buildApp } from '../src/server/app';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client';
import { loadEnv } from '../src/server/env';

export interface BenchServer {
  url: string;
  origin: string;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * The real app, listening on a free loopback port, on a fresh in-memory PGlite, on `databaseUrl`,
 * or on an open `database` (migrated here, closed with the server).
 */
export async function startBenchServer(
  ai: AiProvider,
  options: { databaseUrl?: string; database?: DatabaseHandle; env?: Record<string, string> } = {},
): Promise<BenchServer> {
  const database =
    options.database ??
    (options.databaseUrl
      ? await openDatabase({ databaseUrl: options.databaseUrl, poolSize: 20 })
      : await openDatabase({ pglite: await PGlite.create() }));
  await database.migrate();
  const origin = 'http://localhost:3000';
  // A benchmark signs many people up from one address and may spend more than an hour's AI budget.
  const env = loadEnv({
    PUBLIC_URL: origin,
    LOG_LEVEL: 'silent',
    SIGNUP_LIMIT_PER_HOUR: '100000',
    AI_GLOBAL_LIMIT_PER_HOUR: '1000000',
    ...options.env,
  });
  const app = await buildApp({
    env,
    db: database.db,
    ai,
    authSecret: 'bench-secret-bench-secret-bench-secret-000',
    encryptionKey: 'bench-encryption-key-bench-encryption-key-000',
    logger: pino({ level: 'silent' }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    origin,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** Signs a person up (and tells a story) through the API; returns the cookie header. */
export async function benchUser(server: BenchServer, label: string, withStory = true): Promise<{ cookie: string; userId: string }> {
  const headers = { origin: server.origin, 'content-type': 'application/json' };
  const signup = await fetch(`${server.url}/api/auth/signup`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      email: `${label}-${Date.now()}-${Math.random()}@bench.fr`,
      password: 'un-mot-de-passe-solide',
      gender: 'other',
      age: 30,
      consent: true,
    }),
  });
  if (signup.status !== 201) throw new Error(`signup ${signup.status}`);
  const cookie = signup.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const userId = ((await signup.json()) as { user: { id: string } }).user.id;
  if (withStory) {
    const story = await fetch(`${server.url}/api/story`, {
      method: 'POST',
      headers: { ...headers, cookie },
      body: JSON.stringify({ exName: 'Alex', content: 'Quatre ans ensemble, puis il est parti un mardi, sans un mot.' }),
    });
    if (story.status !== 201) throw new Error(`story ${story.status}`);
  }
  return { cookie, userId };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export const median = (values: number[]) => percentile(values, 50);

export function row(label: string, value: string, target = ''): void {
  console.log(`  ${label.padEnd(58)} ${value.padStart(16)}   ${target}`);
}

export function heading(title: string): void {
  console.log(`\n${title}`);
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
