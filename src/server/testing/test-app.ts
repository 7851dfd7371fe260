import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { type Env, loadEnv } from '../env';

export const TEST_ORIGIN = 'http://localhost:3000';
export const TEST_PASSWORD = 'un-mot-de-passe-solide';

/** Opens a fresh, migrated database for one test file: PGlite loaded from the template. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = fs.readFileSync(inject('pgliteTemplate'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([template]) });
  return openDatabase({ pglite });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Everything the server logged, one JSON line each. */
  logs: string[];
  close(): Promise<void>;
}

export async function createTestApp(envOverrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const env: Env = loadEnv({ PUBLIC_URL: TEST_ORIGIN, LOG_LEVEL: 'info', ...envOverrides });
  const logs: string[] = [];
  const logger = pino({ level: env.LOG_LEVEL }, { write: (line: string) => void logs.push(line) });
  const app = await buildApp({
    env,
    db: database.db,
    authSecret: 'test-secret-test-secret-test-secret-0123456789',
    logger,
  });
  await app.ready();
  return {
    app,
    database,
    logs,
    async close() {
      await app.close();
      await database.close();
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

/** Signs a new person up and returns their cookie header and id. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<{ email: string; password: string; gender: string; age: number }> = {},
): Promise<{ cookie: string; userId: string; email: string }> {
  const body = { email: uniqueEmail(), password: TEST_PASSWORD, gender: 'female', age: 30, ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/auth/signup', headers: { origin: TEST_ORIGIN }, payload: body });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return { cookie: cookieOf(response), userId: response.json().user.id as string, email: body.email };
}
