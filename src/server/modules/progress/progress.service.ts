import { and, desc, eq } from 'drizzle-orm';
import {
  cleanGoalSuggestion,
  currentDays,
  daysSinceLastContact,
  DEFAULT_GOALS,
  FUTURE_DATE_MESSAGE,
  type Goal,
  GOAL_FALLBACK,
  type LastContactResponse,
  noContactStartFor,
  type Progress,
} from '#shared/progress';
import { celebratesNewCount } from '#shared/celebration';
import { DEFAULT_TIME_ZONE, localDateIn } from '#shared/time-zone';
import type { AiProvider } from '#server/ai/provider';
import type { Database } from '#server/db/client';
import { deleteOwned } from '#server/db/owned-rows';
import { goals, progress } from '#server/db/schema';
import { type Logger, safeError } from '#server/log';
import { invalid, notFound } from '../errors';
import type { AiLimits } from '../safety/ai-limits';
import type { SuggestionContext } from '../companion/companion-context';

type GoalRow = typeof goals.$inferSelect;
const toGoal = (row: GoalRow): Goal => ({ id: row.id, content: row.content, completed: row.completed });

export class ProgressService {
  constructor(
    private readonly db: Database,
    private readonly ai: AiProvider,
    private readonly limits: AiLimits,
    private readonly context: SuggestionContext,
    private readonly logger: Logger,
  ) {}

  /**
   * SPEC.md §3–§4: the record, created on first read with 0 days and the three default goals —
   * once, even when two first reads race (the insert that wins adds the goals) — and its count
   * raised when more days have passed since the start — calendar days in the person's time zone.
   *
   * SPEC starts a new record "now"; rounding up whole days would then show 1 day a minute later.
   * We start it at the person's next midnight instead, as if the last contact were today, which
   * is how a chosen last-contact day works too: 0 today, 1 tomorrow.
   */
  async get(userId: string, timeZone: string = DEFAULT_TIME_ZONE): Promise<Progress> {
    await this.ensureRecord(userId, timeZone);
    const [record] = await this.db.select().from(progress).where(eq(progress.userId, userId));
    if (!record) throw new Error('progress record missing after creation');
    const days = currentDays(record.daysNoContact, record.noContactStartDate, new Date(), timeZone);
    if (days > record.daysNoContact) {
      await this.db.update(progress).set({ daysNoContact: days, lastUpdated: new Date() }).where(eq(progress.userId, userId));
      record.daysNoContact = days;
    }
    return this.view(userId, record);
  }

  /** Creates the record with its default goals if this is the person's first visit; nothing otherwise. */
  private async ensureRecord(userId: string, timeZone: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const created = await tx
        .insert(progress)
        .values({ userId, daysNoContact: 0, noContactStartDate: noContactStartFor(localDateIn(timeZone), timeZone) })
        .onConflictDoNothing({ target: progress.userId })
        .returning({ userId: progress.userId });
      if (created.length > 0) {
        // Listed newest first, so the first default goal is inserted last.
        for (const goal of [...DEFAULT_GOALS].reverse()) await tx.insert(goals).values({ userId, ...goal });
      }
    });
  }

  /**
   * SPEC.md §4: a new last-contact date sets the count and moves the start back; never in the
   * future. `celebrate` says whether the new count is one the app celebrates.
   */
  async setLastContact(userId: string, input: { lastContactDate: string; timeZone: string }): Promise<LastContactResponse> {
    if (input.lastContactDate > localDateIn(input.timeZone)) {
      throw invalid('future-date', FUTURE_DATE_MESSAGE, { lastContactDate: FUTURE_DATE_MESSAGE });
    }
    await this.ensureRecord(userId, input.timeZone);
    const start = noContactStartFor(input.lastContactDate, input.timeZone);
    const [record] = await this.db
      .update(progress)
      .set({
        noContactStartDate: start,
        daysNoContact: daysSinceLastContact(input.lastContactDate, input.timeZone),
        lastUpdated: new Date(),
      })
      .where(eq(progress.userId, userId))
      .returning();
    if (!record) throw notFound();
    const view = await this.view(userId, record);
    return { progress: view, celebrate: celebratesNewCount(view.daysNoContact) };
  }

  async addGoal(userId: string, content: string): Promise<Goal> {
    await this.ensureRecord(userId, DEFAULT_TIME_ZONE); // the defaults come first, so a new goal stays on top
    const [row] = await this.db.insert(goals).values({ userId, content }).returning();
    if (!row) throw new Error('goal insert returned nothing');
    return toGoal(row);
  }

  /** One statement, scoped to the person: a toggle racing a delete finds nothing and says 404. */
  async setGoalCompleted(userId: string, goalId: string, completed: boolean): Promise<Goal> {
    const [row] = await this.db
      .update(goals)
      .set({ completed })
      .where(and(eq(goals.id, goalId), eq(goals.userId, userId)))
      .returning();
    if (!row) throw notFound();
    return toGoal(row);
  }

  async deleteGoal(userId: string, goalId: string): Promise<void> {
    if (!(await deleteOwned(this.db, goals, userId, goalId))) throw notFound();
  }

  /** SPEC.md §7 (3) and §8: Janne's goal, added at the top; the fallback goal when she cannot answer. */
  async suggestGoal(userId: string, signal: AbortSignal): Promise<Goal> {
    await this.limits.takeSuggestion(userId);
    let content: string;
    try {
      const existing = await this.db
        .select({ content: goals.content })
        .from(goals)
        .where(eq(goals.userId, userId))
        .orderBy(desc(goals.seq));
      const input = { ...(await this.context.suggestionInput(userId)), avoid: existing.map((goal) => goal.content) };
      content = cleanGoalSuggestion(await this.ai.goalSuggestion(input, signal));
    } catch (error) {
      this.logger.warn({ error: safeError(error) }, 'ai goal failed');
      content = GOAL_FALLBACK;
    }
    return this.addGoal(userId, content);
  }

  private async view(userId: string, record: typeof progress.$inferSelect): Promise<Progress> {
    const rows = await this.db.select().from(goals).where(eq(goals.userId, userId)).orderBy(desc(goals.seq));
    return {
      daysNoContact: record.daysNoContact,
      noContactStartDate: record.noContactStartDate.toISOString(),
      lastUpdated: record.lastUpdated.toISOString(),
      goals: rows.map(toGoal),
    };
  }
}
