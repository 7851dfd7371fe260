import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { rateLimits } from './schema';

/**
 * rate-limiter-flexible's own clean-up is a timer per limiter (a dozen per app) that nothing
 * stops: a closed app kept deleting in a database that was gone (« Failed to clear expired
 * records: PGlite is closed » every five minutes, in every test worker). The app sweeps once for
 * all of them, and stops when it closes.
 */
afterEach(() => {
  vi.useRealTimers();
});

async function keys(db: Awaited<ReturnType<typeof createTestApp>>['database']['db']): Promise<string[]> {
  const result = await db.execute(sql`select key from rate_limits order by key`);
  return (result as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
}

describe('the rate-limit sweeper', () => {
  it('deletes counters expired for an hour every five minutes, and keeps the others', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const t = await createTestApp();
    try {
      const now = Date.now();
      await t.database.db.insert(rateLimits).values([
        { key: 'old', points: 1, expire: new Date(now - 2 * 3_600_000) },
        { key: 'recent', points: 1, expire: new Date(now - 60_000) },
        { key: 'running', points: 1, expire: new Date(now + 60_000) },
        { key: 'forever', points: 1, expire: null },
      ]);
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      await vi.waitFor(async () => expect(await keys(t.database.db)).toEqual(['forever', 'recent', 'running']));
    } finally {
      await t.close();
    }
  });

  it('leaves no timer behind once the app is closed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const t = await createTestApp();
    await t.close();
    expect(vi.getTimerCount()).toBe(0);
  });
});
