import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { createAiProvider } from './ai/create-provider';
import { buildApp } from './app';
import { type DatabaseHandle, openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { EnvError, loadEnv } from './env';
import { SHUTDOWN_GRACE_MS } from './runtime';
import { ENCRYPTION_KEY_FILE, loadOrCreateSecret } from './secrets';

const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));
/** After the grace period, how long closing the connections and the database may still take. */
const FORCED_CLOSE_MS = 2000;
const ANALYZE_EVERY_MS = 15 * 60_000;

/**
 * The signals that stop the server: SIGTERM (systemd, Docker, `kill`), SIGINT (Ctrl+C) and SIGHUP
 * (the terminal closed).
 */
const STOP_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

/** A signal, or the process that started the server having gone (watchParent). */
type StopReason = NodeJS.Signals | 'parent-exited';

/** How often the server looks whether the process that started it is still there. */
const PARENT_CHECK_MS = 250;

/**
 * npm forwards SIGTERM and SIGINT to the server, but not SIGHUP: a SIGHUP to npm alone (`kill -HUP`
 * on its PID) makes npm exit at once, and the server, left behind, kept the port and the data
 * directory's lock (issue 25). Node cannot ask the kernel to signal it when its parent dies
 * (Linux's PR_SET_PDEATHSIG), so the server looks: an orphan is adopted by init or a subreaper,
 * and its parent PID changes. Whatever ended the parent (SIGHUP, SIGKILL, a crash), nobody is left
 * to stop the server, so it stops itself, as on SIGTERM. A server whose parent is PID 0 or 1 from
 * the start (a container's init, systemd running node itself) has no parent to lose.
 */
function watchParent(onGone: () => void): void {
  const parent = process.ppid;
  if (parent <= 1) return;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onGone();
  }, PARENT_CHECK_MS);
  // Never the reason the process stays alive.
  timer.unref();
}

/**
 * Stopping is asked for once. The same stop often arrives twice — npm forwards the SIGINT or
 * SIGTERM it receives to the server, which a Ctrl+C or systemd's SIGTERM to the whole service has
 * already reached — so every signal after the first changes nothing: a second Ctrl+C does not cut
 * the replies being written either. SHUTDOWN_GRACE_MS bounds the wait for a request that never
 * ends (then the exit code is 1); SIGKILL stops at once, and the next start takes over the lock.
 */
function watchStopSignals(): { readonly signal: StopReason | null; onStop(run: (reason: StopReason) => void): void } {
  let received: StopReason | null = null;
  let receivedAt = 0;
  let run: ((reason: StopReason) => void) | null = null;
  const receive = (reason: StopReason) => {
    if (received) {
      // npm's copy of the first signal comes within milliseconds: only a person's second Ctrl+C is answered.
      if (reason !== 'parent-exited' && performance.now() - receivedAt > 1000) {
        console.warn(
          `${reason} : arrêt déjà en cours, les requêtes en cours se terminent. / Already stopping: running requests are finishing.`,
        );
      }
      return;
    }
    received = reason;
    receivedAt = performance.now();
    run?.(reason);
  };
  for (const name of STOP_SIGNALS) process.on(name, receive);
  watchParent(() => receive('parent-exited'));
  return {
    get signal() {
      return received;
    },
    onStop(callback) {
      run = callback;
      if (received) callback(received);
    },
  };
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  // From the very start: a signal during start-up waits for the step under way (a migration), then stops.
  const stopSignals = watchStopSignals();
  const env = loadEnv();
  // The server's log lines go out without making requests wait for the write (issue 17): pino's
  // asynchronous destination writes what piled up meanwhile in one call. What is still buffered
  // is written synchronously before every exit below.
  const logDestination = pino.destination({ dest: 1, sync: false });
  const exit = (code: number) => {
    logDestination.flushSync();
    process.exit(code);
  };
  const dataDir = path.resolve(env.DATA_DIR);
  if (env.DATABASE_URL && !env.AUTH_SECRET) {
    console.warn(
      'AUTH_SECRET is not set: using a secret generated in DATA_DIR. Several app servers sharing ' +
        'this database must all be given the same AUTH_SECRET.',
    );
  }
  if (env.DATABASE_URL && !env.VAPID_PUBLIC_KEY) {
    console.warn(
      'VAPID_PUBLIC_KEY is not set: using keys generated in DATA_DIR. Several app servers sharing ' +
        'this database must all be given the same VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or reminders by notification fail.',
    );
  }
  const authSecret = env.AUTH_SECRET ?? loadOrCreateSecret(dataDir);
  const encryptionKey = env.ENCRYPTION_KEY ?? loadOrCreateSecret(dataDir, ENCRYPTION_KEY_FILE);

  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir,
      // The embedded database's thread crashed: stop, so that systemd or Docker starts a new server
      // rather than leave one that answers every request with an error.
      onDatabaseStop: (error) => {
        console.error(error.message);
        exit(1);
      },
    });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const stoppedWhileStarting = async () => {
    if (!stopSignals.signal) return false;
    await database.close();
    process.exit(0);
  };
  if (await stoppedWhileStarting()) return;
  await database.migrate();
  await database.analyze();
  if (await stoppedWhileStarting()) return;
  // Keep the embedded database's statistics fresh as people write (see DatabaseHandle.analyze).
  const analyzeTimer = setInterval(() => void database.analyze().catch(() => undefined), ANALYZE_EVERY_MS);
  analyzeTimer.unref();

  const app = await buildApp({
    logger: pino({ level: env.LOG_LEVEL }, logDestination),
    env,
    db: database.db,
    ai: createAiProvider(env),
    isDatabaseReady: () => database.isReady(),
    authSecret,
    encryptionKey,
    clientDir: path.resolve(env.CLIENT_DIR ?? DEFAULT_CLIENT_DIR),
  });

  let stopping = false;
  // Node closes keep-alive connections that are idle when the server closes, but not those whose
  // response was still running: once it ends, the connection would stay open until the client or
  // the 72 s keep-alive timeout closes it, and the server with it. Closing each one as soon as its
  // last response has ended lets the process exit right after the last request.
  app.server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    response.once('close', () => {
      if (stopping) setImmediate(() => app.server.closeIdleConnections());
    });
  });

  const stop = async (reason: StopReason) => {
    stopping = true;
    app.log.info({ signal: reason }, 'shutting down');
    clearInterval(analyzeTimer);
    // Stop accepting, let running requests finish, then close the database (and release its lock).
    let forced = false;
    const force = setTimeout(() => {
      forced = true;
      app.log.warn('requests still running after the grace period; closing anyway');
      app.server.closeAllConnections();
      // Should closing still hang, exit anyway: the lock goes with the process (data-dir-lock.ts).
      setTimeout(() => exit(1), FORCED_CLOSE_MS);
    }, SHUTDOWN_GRACE_MS);
    try {
      await app.close();
      clearTimeout(force);
      await database.close();
      exit(forced ? 1 : 0);
    } catch (error) {
      console.error(error);
      exit(1);
    }
  };

  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(
    {
      database: database.kind,
      ai: env.AI_API_KEY ? 'openai-compatible' : 'offline',
      readyMs: Math.round(performance.now() - startedAt),
    },
    `Renouveau est prêt sur ${env.PUBLIC_URL}`,
  );
  stopSignals.onStop((reason) => void stop(reason));
}

main().catch((error: unknown) => {
  if (error instanceof EnvError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
