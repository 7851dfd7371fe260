import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { createParser } from 'eventsource-parser';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '#tests/support/fake-openai';
import { OfflineCompanion } from '../ai/offline-companion';
import { OpenAiProvider } from '../ai/openai-provider';
import type { AiProvider } from '../ai/provider';
import type { ChatStreamEvent } from '#shared/chat';
import { type AppDeps, buildApp } from '../app';
import { type DatabaseHandle, openDatabase, PGLITE_OPTIONS } from '../db/client';
import { type Env, loadEnv } from '../env';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'un-mot-de-passe-solide';
/** The master key of encryption at rest in tests. */
export const TEST_ENCRYPTION_KEY = 'test-encryption-key-test-encryption-key-0123';

/**
 * Opens a fresh, migrated database for one test file: PGlite loaded from the template, or — in
 * the PostgreSQL run — a database copied from the migrated template and dropped on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const pglite = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: new Blob([fs.readFileSync(source.templateFile)]) });
    return openDatabase({ pglite });
  }
  const name = `renouveau_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: source.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${source.templateName}`);
  await admin.end();
  const url = new URL(source.adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: source.adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Everything the server logged, one JSON line each. */
  logs: string[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Default: the offline companion, answering at once. */
  ai?: AiProvider;
  /** Share another app's database (two app servers on one database). */
  database?: DatabaseHandle;
  /** How long provider calls may still run once the app is closing (AI_STOP_WAIT_MS). */
  aiStopWaitMs?: number;
  /** The reminders' queue: its clock, and whether it runs on its own (default: no, tests call runOnce()). */
  reminders?: AppDeps['reminders'];
}

/**
 * A test file's app whose AI provider is the real OpenAI-compatible one talking to a fake server
 * (tests/support/fake-openai.ts). Registers its own hooks: started before the file's tests,
 * the fake's record of requests emptied before each, both closed after. Read `.t` and `.fake`
 * inside tests.
 */
export function useAppWithFakeAi({ idleTimeoutMs, ...options }: Omit<TestAppOptions, 'ai'> & { idleTimeoutMs?: number } = {}): {
  t: TestApp;
  fake: FakeOpenAi;
} {
  const context = {} as { t: TestApp; fake: FakeOpenAi };
  beforeAll(async () => {
    context.fake = await startFakeOpenAi();
    context.t = await createTestApp({ ...options, ai: fakeProvider(context.fake.url, idleTimeoutMs) });
  });
  afterAll(async () => {
    await context.t?.close();
    await context.fake?.close();
  });
  beforeEach(() => {
    context.fake.requests.length = 0;
  });
  return context;
}

/** The real OpenAI-compatible provider, pointed at a fake server (tests/support/fake-openai.ts). */
export function fakeProvider(url: string, idleTimeoutMs = 5000): OpenAiProvider {
  // 5 s between two words: a fake that answers is never taken for a hung one when the suites run
  // side by side on two cores; the tests of a hang wait it out (a handful of them).
  return new OpenAiProvider({ apiKey: 'test-key', baseURL: url, model: 'gpt-4', idleTimeoutMs });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownsDatabase = !options.database;
  const database = options.database ?? (await openTestDatabase());
  const envOverrides = options.env ?? {};
  // A data directory of its own, so that a mail written to the outbox (no SMTP_URL) never lands in ./data.
  const ownDataDir = envOverrides.DATA_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'renouveau-test-'));
  // Tests sign many people up from inject's one address; login-limits.test.ts tests the sign-up limit itself.
  const env: Env = loadEnv({
    PUBLIC_URL: TEST_ORIGIN,
    LOG_LEVEL: 'info',
    SIGNUP_LIMIT_PER_HOUR: '100000',
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    ...envOverrides,
  });
  const logs: string[] = [];
  const logger = pino({ level: env.LOG_LEVEL }, { write: (line: string) => void logs.push(line) });
  const app = await buildApp({
    env,
    db: database.db,
    ai: options.ai ?? new OfflineCompanion({ delayMs: 0 }),
    authSecret: 'test-secret-test-secret-test-secret-0123456789',
    encryptionKey: TEST_ENCRYPTION_KEY,
    logger,
    ...(options.aiStopWaitMs === undefined ? {} : { aiStopWaitMs: options.aiStopWaitMs }),
    reminders: { loop: false, ...options.reminders },
  });
  await app.ready();
  return {
    app,
    database,
    logs,
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}

/** The cookie header to send back, from a response's Set-Cookie headers. */
export function cookieOf(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

let counter = 0;
/** A unique email for a test. */
export const uniqueEmail = (label = 'test') => `${label}-${Date.now()}-${counter++}@exemple.fr`;

/** Sends a JSON request as the browser would: with our Origin and the person's cookie. */
export function send(
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** Signs a new person up and tells their story; returns their cookie header and id. */
export async function signUpWithStory(
  app: FastifyInstance,
  story = { exName: 'Alex', content: 'Quatre ans ensemble, puis il est parti un mardi.' },
) {
  const person = await signUp(app);
  const response = await send(app, person.cookie, 'POST', '/api/story', story);
  if (response.statusCode !== 201) throw new Error(`story failed: ${response.statusCode} ${response.body}`);
  return person;
}

/** Signs a new person up and returns their cookie header and id. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; gender: string; age: number; consent: boolean; parentalConsent: boolean }> = {},
): Promise<{ cookie: string; userId: string; email: string }> {
  const body = { email: uniqueEmail(), password: TEST_PASSWORD, gender: 'female', age: 30, consent: true, ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/auth/signup', headers: { origin: TEST_ORIGIN }, payload: body });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return { cookie: cookieOf(response), userId: response.json().user.id as string, email: body.email };
}

/**
 * Runs `action` while every insert into `table` fails — a database error whose message quotes the
 * inserted row's `quote` column, as real errors do — to test failure paths end to end.
 */
export async function whileInsertsFail<T>(database: DatabaseHandle, table: string, action: () => Promise<T>, quote = 'id'): Promise<T> {
  const name = `fail_${table}`;
  await database.db.execute(
    sql.raw(`create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'refusé: %', new.${quote}; end $$`),
  );
  await database.db.execute(sql.raw(`create trigger ${name} before insert on ${table} for each row execute function ${name}()`));
  try {
    return await action();
  } finally {
    await database.db.execute(sql.raw(`drop trigger ${name} on ${table}`));
    await database.db.execute(sql.raw(`drop function ${name}()`));
  }
}

/** GET /api/account/export as the person, unzipped: each file's text by name. */
export async function exportOf(app: FastifyInstance, cookie: string): Promise<Record<string, string>> {
  const response = await send(app, cookie, 'GET', '/api/account/export');
  if (response.statusCode !== 200) throw new Error(`export failed: ${response.statusCode} ${response.body}`);
  return unzipped(response.rawPayload);
}

/** A ZIP's files as text, by name. */
export function unzipped(zip: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(zip)).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

/** The events of a Server-Sent Events body, parsed the way the browser client parses them. */
export function parseSse(body: string): ChatStreamEvent[] {
  const events: ChatStreamEvent[] = [];
  const parser = createParser({ onEvent: (event) => events.push(JSON.parse(event.data) as ChatStreamEvent) });
  parser.feed(body);
  return events;
}
