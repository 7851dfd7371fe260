import { lt } from 'drizzle-orm';
import type { Database } from './client';
import { rateLimits } from './schema';

/** As often, and as old, as rate-limiter-flexible's own clean-up: every 5 minutes, an hour past expiry. */
const SWEEP_EVERY_MS = 5 * 60_000;
const KEEP_EXPIRED_MS = 60 * 60_000;

/**
 * Deletes the rate-limit counters that expired an hour ago, for every limiter at once. The
 * library's own clean-up (`clearExpiredByTimeout`) is a timer per limiter, a dozen per app, that
 * nothing stops: a closed app kept deleting in a database that was gone. Every limiter is created
 * with `clearExpiredByTimeout: false`; the app starts this sweeper and stops it when it closes.
 */
export function startRateLimitSweeper(db: Database, onError: (error: unknown) => void): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = () => {
    // Unref'd: a pending sweep never keeps a stopping process alive.
    timer = setTimeout(() => {
      db.delete(rateLimits)
        .where(lt(rateLimits.expire, new Date(Date.now() - KEEP_EXPIRED_MS)))
        .catch(onError)
        .finally(() => {
          if (!stopped) schedule();
        });
    }, SWEEP_EVERY_MS).unref();
  };
  schedule();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
