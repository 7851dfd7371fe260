/**
 * Cost as data grows (issue: scale and speed): reading the journal list at 20 and at 20,000
 * entries — target ratio ≤ 1.5 (an index on (user_id, seq) and a page of 50). The chat's version
 * (50 vs 10,000 messages) is in chat.ts.
 */
import { sql } from 'drizzle-orm';
import { OfflineCompanion } from '../src/server/ai/offline-companion';
import { benchUser, heading, median, ms, percentile, row, startBenchServer } from './support';

const REQUESTS = 300;

export async function benchGrowth(): Promise<void> {
  const server = await startBenchServer(new OfflineCompanion({ delayMs: 0 }));
  try {
    heading(`Growth — GET /api/journal/entries, ${REQUESTS} sequential reads each`);
    const medians: Record<number, number> = {};
    for (const count of [20, 20_000]) {
      const { cookie, userId } = await benchUser(server, `journal-${count}`);
      // The story made one entry; the rest are written straight into the database.
      await server.database.db.execute(sql`
        insert into journal_entries (user_id, content, local_date)
        select ${userId}, 'Humeur: ' || (1 + i % 10) || '/10' || chr(10) || chr(10) || 'Entrée ' || i || ' : ' || repeat('une journée comme une autre, ', 3),
               current_date - (i % 365)
        from generate_series(1, ${count - 1}) as i`);
      await server.database.analyze(); // what the server's periodic maintenance does
      const times: number[] = [];
      for (let i = 0; i < REQUESTS + 20; i += 1) {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/journal/entries`, { headers: { cookie } });
        await response.arrayBuffer();
        if (i >= 20) times.push(performance.now() - started);
      }
      medians[count] = median(times);
      row(`${count.toLocaleString('en')} entries, median / p95`, `${ms(median(times))} / ${ms(percentile(times, 95))}`);
    }
    const ratio = (medians[20_000] ?? 0) / (medians[20] ?? 1);
    row('ratio 20,000 / 20', ratio.toFixed(2), `target ≤ 1.5: ${ratio <= 1.5 ? 'met' : 'MISSED'}`);
  } finally {
    await server.close();
  }
}
