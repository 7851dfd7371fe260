/**
 * What `npm run backup` and `npm run restore` share: one French/English line and exit 1 on a
 * mistake, and the environment of the embedded database (with PostgreSQL, they point to its tools).
 */
import { type Env, EnvError, loadEnv } from '../src/server/env';

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The environment, when the data lives in DATA_DIR; otherwise `withPostgres`, and exit. */
export function embeddedDatabaseEnv(withPostgres: string): Env {
  let env: Env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  if (env.DATABASE_URL) fail(withPostgres);
  return env;
}
