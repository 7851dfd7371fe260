import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client';
import { countCrisis } from './crisis-counter';

/** A database that only records the rows countCrisis inserts. */
function recordingDb() {
  const rows: { day: string; source: string; category: string }[] = [];
  const db = {
    insert: () => ({
      values: (row: { day: string; source: string; category: string }) => {
        rows.push(row);
        return { onConflictDoUpdate: async () => undefined };
      },
    }),
  } as unknown as Database;
  return { db, rows };
}

describe('countCrisis', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it("counts a message sent at 00:30 in Paris on that day, not on UTC's day before", async () => {
    const { db, rows } = recordingDb();
    // 23:30 UTC on 10 March is 00:30 on 11 March in Paris (UTC+1 in winter).
    vi.setSystemTime(new Date('2026-03-10T23:30:00Z'));
    await countCrisis(db, 'chat', ['suicide']);
    expect(rows).toEqual([expect.objectContaining({ day: '2026-03-11', source: 'chat', category: 'suicide' })]);
  });

  it('counts at 23:30 in Paris in summer on that day too, not on the next', async () => {
    const { db, rows } = recordingDb();
    // 21:30 UTC on 10 July is 23:30 in Paris (UTC+2): still 10 July.
    vi.setSystemTime(new Date('2026-07-10T21:30:00Z'));
    await countCrisis(db, 'journal', ['low_mood']);
    expect(rows[0]?.day).toBe('2026-07-10');
  });
});
