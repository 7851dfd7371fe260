import { sql } from 'drizzle-orm';
import type { CrisisCategory } from '#shared/crisis';
import { DEFAULT_TIME_ZONE, localDateIn } from '#shared/time-zone';
import type { Database } from '#server/db/client';
import { crisisCounts } from '#server/db/schema';

export type CrisisSource = 'chat' | 'journal';

/**
 * Counts how often the crisis detector fires, per day, source and category — no person, no text —
 * so the team can see it work (`npm run crisis-stats`). A low mood in the journal counts as
 * 'low_mood'. Best effort: a failed count never stands between a person and the resources.
 *
 * The day is the app's (Paris): the counts hold no person and so no time zone, and a UTC day would
 * count a message sent at 00:30 in Paris on the day before.
 */
export async function countCrisis(db: Database, source: CrisisSource, categories: (CrisisCategory | 'low_mood')[]): Promise<void> {
  const day = localDateIn(DEFAULT_TIME_ZONE);
  for (const category of categories) {
    await db
      .insert(crisisCounts)
      .values({ day, source, category, count: 1 })
      .onConflictDoUpdate({
        target: [crisisCounts.day, crisisCounts.source, crisisCounts.category],
        set: { count: sql`${crisisCounts.count} + 1` },
      });
  }
}
