/**
 * The sign-in paths, in process (issue 28). Figures, not assertions:
 *
 * - The session check of a signed-in request: the one-query path (session-lookup.ts, through
 *   AuthService.currentUser) beside better-auth's own `auth.api.getSession` on the same valid
 *   cookie — what keeping the fast path buys, per request. Its agreement with better-auth is a
 *   test (session-lookup.contract.test.ts); its cost is here.
 * - How long a failed sign-in takes for a known email (wrong password) and an unknown one, and a
 *   right password: login-timing.test.ts asserts the mechanism that makes the first two alike (one
 *   argon2 verification each, the same round trips); the time itself is printed here, with ratios.
 */
import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client';
import { AppLock } from '../src/server/modules/auth/app-lock';
import { createAuth } from '../src/server/modules/auth/auth';
import { AuthService } from '../src/server/modules/auth/auth.service';
import { LoginLimiter } from '../src/server/modules/auth/login-limiter';
import { heading, median, ms, percentile, row } from './support';
import { throwAwayDatabase } from './process-server';

const SESSION_CHECKS = 2_000;
const LOGINS = 40;
const SECRET = 'bench-secret-bench-secret-bench-secret-000';
const PASSWORD = 'un-mot-de-passe-solide';

/** How many queries `action` sends (the database client's `query`, PGlite or node-postgres). */
async function queriesOf(database: DatabaseHandle, action: () => Promise<unknown>): Promise<number> {
  const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  let count = 0;
  client.query = (...args: unknown[]) => {
    count += 1;
    return original.apply(client, args);
  };
  try {
    await action();
  } finally {
    client.query = original;
  }
  return count;
}

const figure = (times: number[]) => `${ms(median(times))} / ${ms(percentile(times, 95))}`;

async function benchOn(kind: string, database: DatabaseHandle): Promise<void> {
  const auth = createAuth({
    db: database.db,
    secret: SECRET,
    publicUrl: 'http://localhost:3000',
    logger: pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
  });
  const limiter = new LoginLimiter(database.db, { signupsPerHour: 100_000 });
  const service = new AuthService(database.db, auth, limiter, { get: async () => null }, new AppLock(database.db, limiter, SECRET, false));
  const email = `bench-auth-${Date.now()}@bench.fr`;
  const { headers: signedUp } = await auth.api.signUpEmail({
    body: { email, password: PASSWORD, name: '', gender: 'other', age: 30 },
    returnHeaders: true,
  });
  const headers = new Headers({
    cookie: signedUp
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; '),
  });

  heading(`Auth — ${kind}: the session check of a signed-in request, ${SESSION_CHECKS} sequential checks, median / p95`);
  // Alternated, so that the shared machine's load falls on both alike; a tenth first to warm up.
  const fast: number[] = [];
  const full: number[] = [];
  for (let i = 0; i < SESSION_CHECKS * 1.1; i += 1) {
    const started = performance.now();
    await service.currentUser(headers);
    const between = performance.now();
    await auth.api.getSession({ headers });
    if (i < SESSION_CHECKS * 0.1) continue;
    fast.push(between - started);
    full.push(performance.now() - between);
  }
  const fastQueries = await queriesOf(database, () => service.currentUser(headers));
  const fullQueries = await queriesOf(database, () => auth.api.getSession({ headers }));
  row('one-query path (AuthService.currentUser)', figure(fast), `${fastQueries} quer${fastQueries === 1 ? 'y' : 'ies'}`);
  row('better-auth auth.api.getSession (+ the lock’s query)', figure(full), `${fullQueries} + 1 queries`);
  row('ratio getSession / one-query path (medians)', (median(full) / median(fast)).toFixed(2), 'figure, not a target');

  heading(`Auth — ${kind}: sign-in through AuthService.login, ${LOGINS} each, median / p95`);
  let address = 0;
  /** Each attempt from its own address (TEST-NET-2), so that no limit is reached. */
  const login = (loginEmail: string, password: string) => {
    address += 1;
    return service
      .login({ email: loginEmail, password }, `198.51.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`, new Headers())
      .then(
        () => 'ok',
        () => 'refused',
      );
  };
  const unknownEmail = `personne-${Date.now()}@bench.fr`;
  // Interleaved, one of each per round: a burst of load on the shared machine falls on all three.
  const attempts = { knownWrong: [] as number[], unknown: [] as number[], right: [] as number[] };
  const warmUp = Math.ceil(LOGINS / 10);
  for (let round = 0; round < LOGINS + warmUp; round += 1) {
    for (const [kind, loginEmail, password] of [
      ['knownWrong', email, 'pas-le-bon-mot-de-passe'],
      ['unknown', unknownEmail, 'pas-le-bon-mot-de-passe'],
      ['right', email, PASSWORD],
    ] as const) {
      const started = performance.now();
      await login(loginEmail, password);
      if (round >= warmUp) attempts[kind].push(performance.now() - started);
    }
  }
  const { knownWrong, unknown, right } = attempts;
  row('known email, wrong password', figure(knownWrong));
  row('unknown email', figure(unknown));
  row('known email, right password (verified twice, session made)', figure(right));
  row(
    'ratio unknown / known-wrong (medians)',
    (median(unknown) / median(knownWrong)).toFixed(2),
    'near 1: the answer’s time does not tell the emails apart',
  );
}

export async function benchAuth(): Promise<void> {
  const embedded = await openDatabase({ pglite: await PGlite.create() });
  try {
    await embedded.migrate();
    await benchOn('PGlite (in process)', embedded);
  } finally {
    await embedded.close();
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const throwAway = await throwAwayDatabase(adminUrl, 'auth');
  const server = await openDatabase({ databaseUrl: throwAway.url, poolSize: 5 });
  try {
    await server.migrate();
    await benchOn('PostgreSQL', server);
  } finally {
    await server.close();
    await throwAway.drop();
  }
}
