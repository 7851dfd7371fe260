import { asc, desc, eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '#shared/local-day';
import { plusDays } from '#shared/no-contact';
import { type BilanResult, type BilanState, bilanScore, helpReasons, isBilanDue, nextBilanOn } from '#shared/parcours/bilan';
import { parcoursDayOf } from '#shared/parcours/schedule';
import type { Database } from '#server/db/client';
import { bilans } from '#server/db/schema';
import type { PersonClock } from '#server/clock';
import type { JournalEntry } from '#shared/journal';
import type { JournalService } from '../journal/journal.service';

/** « Mon bilan de la semaine » (issue 29): the answers, kept encrypted, and what they show week after week. */
export class BilanService {
  constructor(
    private readonly db: Database,
    private readonly journal: Pick<JournalService, 'between'>,
    private readonly clock: PersonClock,
  ) {}

  private async lastOn(userId: string): Promise<string | null> {
    const rows = await this.db
      .select({ localDate: bilans.localDate })
      .from(bilans)
      .where(eq(bilans.userId, userId))
      .orderBy(desc(bilans.localDate))
      .limit(1);
    return rows[0]?.localDate ?? null;
  }

  async isDue(userId: string, startedOn: string | null, today: string): Promise<boolean> {
    return isBilanDue(nextBilanOn(startedOn, await this.lastOn(userId)), today);
  }

  async state(userId: string, startedOn: string | null, timeZone: string = DEFAULT_TIME_ZONE): Promise<BilanState> {
    const today = parcoursDayOf(timeZone, this.clock.now(userId));
    const rows = await this.db.select().from(bilans).where(eq(bilans.userId, userId)).orderBy(asc(bilans.localDate));
    // The journal read once, over every bilan's week: not once per bilan.
    const first = rows[0]?.localDate;
    const last = rows.at(-1)?.localDate;
    const entries = first && last ? await this.journal.between(userId, plusDays(first, -6), last) : [];
    const results: BilanResult[] = rows.map((row) => {
      const answers = JSON.parse(row.answers) as number[];
      return { date: row.localDate, answers, score: bilanScore(answers), moodAverage: moodAverage(entries, row.localDate) };
    });
    const nextOn = nextBilanOn(startedOn, results.at(-1)?.date ?? null);
    return { results, nextOn, due: isBilanDue(nextOn, today), help: helpReasons(results) };
  }

  /** Saves today's bilan (a second one today replaces the first) and answers the new state. */
  async answer(userId: string, startedOn: string | null, input: { answers: number[]; timeZone: string }): Promise<BilanState> {
    const today = parcoursDayOf(input.timeZone, this.clock.now(userId));
    const answers = JSON.stringify(input.answers);
    await this.db
      .insert(bilans)
      .values({ userId, localDate: today, answers })
      .onConflictDoUpdate({ target: [bilans.userId, bilans.localDate], set: { answers, createdAt: new Date() } });
    return this.state(userId, startedOn ?? today, input.timeZone);
  }
}

/** The journal's moods over the seven days up to `day`, averaged to one decimal; null without any. */
function moodAverage(entries: JournalEntry[], day: string): number | null {
  const from = plusDays(day, -6);
  const moods = entries.flatMap((entry) => (entry.mood === null || entry.localDate < from || entry.localDate > day ? [] : [entry.mood]));
  if (moods.length === 0) return null;
  return Math.round((moods.reduce((sum, mood) => sum + mood, 0) / moods.length) * 10) / 10;
}
