import { and, asc, desc, eq } from 'drizzle-orm';
import {
  type HeldRecord,
  type NoContactState,
  type Reason,
  type SlipRecord,
  type SlipResponse,
  slipMessage,
  summariseNoContact,
  type UnsentLetter,
} from '#shared/no-contact';
import { daysSinceLastContact, lastContactDayOf, noContactStartFor } from '#shared/progress';
import { DEFAULT_TIME_ZONE, localDateIn } from '#shared/time-zone';
import type { Database } from '#server/db/client';
import { deleteOwned } from '#server/db/owned-rows';
import { noContactEvents, noContactReasons, progress, unsentLetters } from '#server/db/schema';
import { notFound } from '../errors';
import type { ProgressService } from '../progress/progress.service';

type EventRow = typeof noContactEvents.$inferSelect;

const toLetter = (row: typeof unsentLetters.$inferSelect): UnsentLetter => ({
  id: row.id,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});
const toReason = (row: typeof noContactReasons.$inferSelect): Reason => ({ id: row.id, content: row.content });
const toSlip = (row: EventRow): SlipRecord => ({
  id: row.id,
  day: row.day,
  lastContactDay: row.lastContactDay ?? row.day,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
});
const toHeld = (row: EventRow): HeldRecord => ({ id: row.id, day: row.day, createdAt: row.createdAt.toISOString() });

/**
 * The no-contact toolkit (issue 15). The current streak is the progress record's (SPEC §4, owned by
 * ProgressService, which creates it and raises its count); this service adds what happened along
 * the way — slips, urges held — and the person's letters and reasons, all scoped to the person.
 */
export class NoContactService {
  constructor(
    private readonly db: Database,
    private readonly progress: ProgressService,
  ) {}

  async state(userId: string, timeZone: string = DEFAULT_TIME_ZONE): Promise<NoContactState> {
    const record = await this.progress.get(userId, timeZone);
    const [events, reasons, letters] = await Promise.all([
      this.db.select().from(noContactEvents).where(eq(noContactEvents.userId, userId)).orderBy(desc(noContactEvents.seq)),
      this.db.select().from(noContactReasons).where(eq(noContactReasons.userId, userId)).orderBy(asc(noContactReasons.seq)),
      this.db.select().from(unsentLetters).where(eq(unsentLetters.userId, userId)).orderBy(desc(unsentLetters.seq)),
    ]);
    const slips = events.filter((event) => event.kind === 'slip').map(toSlip);
    return {
      summary: summariseNoContact({
        currentLastContactDay: lastContactDayOf(new Date(record.noContactStartDate), timeZone),
        today: localDateIn(timeZone),
        slips,
      }),
      slips,
      held: events.filter((event) => event.kind === 'held').map(toHeld),
      reasons: reasons.map(toReason),
      letters: letters.map(toLetter),
    };
  }

  /**
   * « J'ai craqué »: the streak that ran until today is kept in the history, and a new one starts
   * from today (0 today, 1 tomorrow, as a last contact today would). Row-locked, so two slips sent
   * at once record one streak, not the same streak twice.
   */
  async slip(userId: string, input: { note?: string | undefined; timeZone: string }): Promise<SlipResponse> {
    const { timeZone } = input;
    await this.progress.get(userId, timeZone); // creates the record and brings its count up to date
    const today = localDateIn(timeZone);
    const { row, previousStreak } = await this.db.transaction(async (tx) => {
      const [record] = await tx.select().from(progress).where(eq(progress.userId, userId)).for('update');
      if (!record) throw new Error('progress record missing after creation');
      const lastContactDay = lastContactDayOf(record.noContactStartDate, timeZone);
      const from = lastContactDay < today ? lastContactDay : today;
      const [inserted] = await tx
        .insert(noContactEvents)
        .values({ userId, kind: 'slip', day: today, lastContactDay: from, note: input.note || null })
        .returning();
      await tx
        .update(progress)
        .set({ noContactStartDate: noContactStartFor(today, timeZone), daysNoContact: 0, lastUpdated: new Date() })
        .where(eq(progress.userId, userId));
      if (!inserted) throw new Error('slip insert returned nothing');
      return { row: inserted, previousStreak: daysSinceLastContact(from, timeZone) };
    });
    const state = await this.state(userId, timeZone);
    return { state, slip: toSlip(row), message: slipMessage(previousStreak, state.summary.best) };
  }

  /**
   * Takes a slip back (« Annuler », or a slip recorded by mistake). When nothing moved the last
   * contact since, the streak it ended goes on as if it had never stopped.
   */
  async undoSlip(userId: string, slipId: string, timeZone: string = DEFAULT_TIME_ZONE): Promise<NoContactState> {
    await this.db.transaction(async (tx) => {
      const [slip] = await tx
        .delete(noContactEvents)
        .where(and(eq(noContactEvents.id, slipId), eq(noContactEvents.userId, userId), eq(noContactEvents.kind, 'slip')))
        .returning();
      if (!slip?.lastContactDay) throw notFound();
      const [record] = await tx.select().from(progress).where(eq(progress.userId, userId)).for('update');
      if (record && lastContactDayOf(record.noContactStartDate, timeZone) === slip.day) {
        await tx
          .update(progress)
          .set({
            noContactStartDate: noContactStartFor(slip.lastContactDay, timeZone),
            daysNoContact: daysSinceLastContact(slip.lastContactDay, timeZone),
            lastUpdated: new Date(),
          })
          .where(eq(progress.userId, userId));
      }
    });
    return this.state(userId, timeZone);
  }

  /** « J'ai tenu »: a small victory, kept. */
  async held(userId: string, timeZone: string): Promise<NoContactState> {
    await this.db.insert(noContactEvents).values({ userId, kind: 'held', day: localDateIn(timeZone) });
    return this.state(userId, timeZone);
  }

  /**
   * A letter, once: sent again by the offline outbox with the same requestId (issue 30), it is the
   * letter already written — two sends at once included, through the unique index (user_id, request_id).
   */
  async addLetter(userId: string, content: string, requestId?: string): Promise<UnsentLetter> {
    const [row] = await this.db
      .insert(unsentLetters)
      .values({ userId, content, requestId: requestId ?? null })
      .onConflictDoNothing({ target: [unsentLetters.userId, unsentLetters.requestId] })
      .returning();
    if (row) return toLetter(row);
    const [first] = requestId
      ? await this.db
          .select()
          .from(unsentLetters)
          .where(and(eq(unsentLetters.userId, userId), eq(unsentLetters.requestId, requestId)))
      : [];
    if (!first) throw new Error('letter insert returned nothing');
    return toLetter(first);
  }

  async deleteLetter(userId: string, id: string): Promise<void> {
    if (!(await deleteOwned(this.db, unsentLetters, userId, id))) throw notFound();
  }

  async addReason(userId: string, content: string): Promise<Reason> {
    const [row] = await this.db.insert(noContactReasons).values({ userId, content }).returning();
    if (!row) throw new Error('reason insert returned nothing');
    return toReason(row);
  }

  async updateReason(userId: string, id: string, content: string): Promise<Reason> {
    const [row] = await this.db
      .update(noContactReasons)
      .set({ content })
      .where(and(eq(noContactReasons.id, id), eq(noContactReasons.userId, userId)))
      .returning();
    if (!row) throw notFound();
    return toReason(row);
  }

  async deleteReason(userId: string, id: string): Promise<void> {
    if (!(await deleteOwned(this.db, noContactReasons, userId, id))) throw notFound();
  }
}
