import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAiProvider } from './ai/create-provider';
import { buildApp } from './app';
import { type DatabaseHandle, openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { EnvError, loadEnv } from './env';
import { loadOrCreateSecret } from './secrets';

const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));
/** How long in-flight requests (a streamed reply) get to finish on shutdown. */
const SHUTDOWN_GRACE_MS = 10_000;
const ANALYZE_EVERY_MS = 15 * 60_000;

async function main(): Promise<void> {
  const startedAt = performance.now();
  const env = loadEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.DATABASE_URL && !env.AUTH_SECRET) {
    console.warn(
      'AUTH_SECRET is not set: using a secret generated in DATA_DIR. Several app servers sharing ' +
        'this database must all be given the same AUTH_SECRET.',
    );
  }
  const authSecret = env.AUTH_SECRET ?? loadOrCreateSecret(dataDir);

  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await database.migrate();
  await database.analyze();
  // Keep the embedded database's statistics fresh as people write (see DatabaseHandle.analyze).
  const analyzeTimer = setInterval(() => void database.analyze().catch(() => undefined), ANALYZE_EVERY_MS);
  analyzeTimer.unref();

  const app = await buildApp({ env, db: database.db, ai: createAiProvider(env), authSecret, clientDir: path.resolve(env.CLIENT_DIR ?? DEFAULT_CLIENT_DIR) });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, let running requests finish, then close the database (and its lock).
    const force = setTimeout(() => {
      app.log.warn('requests still running after the grace period; closing anyway');
      void database.close().finally(() => process.exit(1));
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    clearInterval(analyzeTimer);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    {
      database: database.kind,
      ai: env.AI_API_KEY ? 'openai-compatible' : 'offline',
      readyMs: Math.round(performance.now() - startedAt),
    },
    `Renouveau est prêt sur ${env.PUBLIC_URL}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
