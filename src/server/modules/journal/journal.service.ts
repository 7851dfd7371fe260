import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import {
  type CheckInResponse,
  checkInSentence,
  cleanJournalQuestion,
  formatJournalContent,
  JOURNAL_QUESTION_FALLBACK,
  type JournalEntry,
  type JournalPage,
  type JournalEntryPatchResponse,
  LOW_MOOD_MAX,
  mergeCheckIn,
  type NewJournalEntryResponse,
  ONLY_TODAY_MESSAGE,
  parseJournalContent,
} from '#shared/journal';
import { type CrisisCategory, decideJournalCare } from '#shared/crisis';
import type { PageQuery } from '#shared/fields';
import { agree, type PersonGender } from '#shared/gender';
import { localDateIn } from '#shared/time-zone';
import type { AiProvider } from '#server/ai/provider';
import type { Database } from '#server/db/client';
import { deleteOwned, newestPage, oldestFirst } from '#server/db/owned-rows';
import { journalEntries } from '#server/db/schema';
import { type Logger, safeError } from '#server/log';
import { invalid, notFound } from '../errors';
import type { AiLimits } from '../safety/ai-limits';
import { countCrisis } from '../safety/crisis-counter';
import type { SuggestionContext } from '../companion/companion-context';

type EntryRow = typeof journalEntries.$inferSelect;

export function toJournalEntry(row: EntryRow): JournalEntry {
  const { mood, text } = parseJournalContent(row.content);
  return { id: row.id, text, mood, date: row.date.toISOString(), localDate: row.localDate };
}

function assertToday(input: { date: string; timeZone: string }): void {
  if (input.date !== localDateIn(input.timeZone)) {
    throw invalid('not-today', ONLY_TODAY_MESSAGE, { date: ONLY_TODAY_MESSAGE });
  }
}

export class JournalService {
  constructor(
    private readonly db: Database,
    private readonly ai: AiProvider,
    private readonly limits: AiLimits,
    private readonly context: SuggestionContext,
    private readonly logger: Logger,
  ) {}

  /**
   * Newest first, a page at a time: reading it costs the same at 20 entries or 20,000. The cursor
   * is an entry's id, looked up among the person's own entries only: another person's id (or an
   * unknown one) matches nothing, so the page is empty.
   */
  async list(userId: string, query: PageQuery): Promise<JournalPage> {
    const { page, nextCursor } = await newestPage(this.db, journalEntries, userId, query);
    return { entries: page.map(toJournalEntry), nextCursor };
  }

  /** Entries between two of the person's days, inclusive, oldest first: the calendar and the chart. */
  async between(userId: string, from: string, to: string): Promise<JournalEntry[]> {
    const rows = await this.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, userId), gte(journalEntries.localDate, from), lte(journalEntries.localDate, to)))
      .orderBy(asc(journalEntries.seq));
    return rows.map(toJournalEntry);
  }

  /** Every entry, oldest first, for the download: a page of rows at a time, whatever the journal's size. */
  async *all(userId: string): AsyncGenerator<JournalEntry> {
    for await (const row of oldestFirst(this.db, journalEntries, userId)) yield toJournalEntry(row);
  }

  /**
   * Saves today's entry (SPEC.md §5: for the current day only — the person's day, where they
   * live). An entry whose words show distress, or a mood of 1 or 2, comes back with `crisis` so
   * the page shows the helplines; the detection is counted, without the text.
   */
  async create(
    userId: string,
    input: { mood: number; content: string; date: string; timeZone: string; requestId?: string | undefined },
  ): Promise<NewJournalEntryResponse> {
    // The offline outbox sends again when an answer was lost (issue 30): the entry it already
    // wrote is the answer, even on the next day, and nothing is written or counted twice.
    const sent = input.requestId ? await this.byRequestId(userId, input.requestId) : undefined;
    if (sent) return this.alreadySaved(sent);
    assertToday(input);
    const [row] = await this.db
      .insert(journalEntries)
      .values({
        userId,
        content: formatJournalContent(input.mood, input.content),
        localDate: input.date,
        requestId: input.requestId ?? null,
      })
      // Two sends at once with one requestId: the unique index (user_id, request_id) lets one in.
      .onConflictDoNothing({ target: [journalEntries.userId, journalEntries.requestId] })
      .returning();
    if (!row) {
      const first = input.requestId ? await this.byRequestId(userId, input.requestId) : undefined;
      if (!first) throw new Error('journal insert returned nothing');
      return this.alreadySaved(first);
    }
    return { entry: toJournalEntry(row), ...(await this.afterSave(input.content, input.mood)) };
  }

  private async byRequestId(userId: string, requestId: string): Promise<EntryRow | undefined> {
    const [row] = await this.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.userId, userId), eq(journalEntries.requestId, requestId)));
    return row;
  }

  /** The first send's answer again: the helplines if its words call for them, not counted twice. */
  private async alreadySaved(row: EntryRow): Promise<NewJournalEntryResponse> {
    const entry = toJournalEntry(row);
    return { entry, ...(await this.afterSave(entry.text, entry.mood, { count: false })) };
  }

  /**
   * The dashboard's two-tap check-in (issue 15): a mood and a few agreed feeling words, saved as
   * today's entry in SPEC's « Humeur: N/10 » form, or merged into the entry already written today
   * (its newest), so a day keeps one entry rather than a pile of moods.
   */
  async checkIn(
    userId: string,
    input: { mood: number; feelings: string[]; date: string; timeZone: string },
    gender: PersonGender,
  ): Promise<CheckInResponse> {
    assertToday(input);
    const sentence = checkInSentence(input.feelings.map((word) => agree(word, gender)));
    const row = await this.db.transaction(async (tx) => {
      // The text is encrypted at rest, so « has a mood » is read here rather than matched in SQL. A
      // day's entry has a mood; the story's entry (« Ma rupture avec … ») has none and stays as written.
      const todays = await tx
        .select()
        .from(journalEntries)
        .where(and(eq(journalEntries.userId, userId), eq(journalEntries.localDate, input.date)))
        .orderBy(desc(journalEntries.seq))
        .for('update');
      const today = todays.find((row) => parseJournalContent(row.content).mood !== null);
      if (today) {
        const content = formatJournalContent(input.mood, mergeCheckIn(parseJournalContent(today.content).text, sentence));
        const [updated] = await tx.update(journalEntries).set({ content }).where(eq(journalEntries.id, today.id)).returning();
        return updated ? { row: updated, merged: true } : undefined;
      }
      const [inserted] = await tx
        .insert(journalEntries)
        .values({ userId, content: formatJournalContent(input.mood, sentence), localDate: input.date })
        .returning();
      return inserted ? { row: inserted, merged: false } : undefined;
    });
    if (!row) throw new Error('journal check-in wrote nothing');
    return { entry: toJournalEntry(row.row), merged: row.merged, ...(await this.afterSave(sentence, input.mood)) };
  }

  /**
   * Corrects an entry (issue 16): its text and mood, any day. The words are read again for
   * distress, as when it was first saved. Scoped to the person: another's entry is a 404.
   */
  async update(userId: string, id: string, patch: { mood: number | null; content: string }): Promise<JournalEntryPatchResponse> {
    const [row] = await this.db
      .update(journalEntries)
      .set({ content: formatJournalContent(patch.mood, patch.content) })
      .where(and(eq(journalEntries.id, id), eq(journalEntries.userId, userId)))
      .returning();
    if (!row) throw notFound();
    return { entry: toJournalEntry(row), ...(await this.afterSave(patch.content, patch.mood)) };
  }

  /** Deletes an entry, the story's « Ma rupture avec … » included. */
  async delete(userId: string, id: string): Promise<void> {
    if (!(await deleteOwned(this.db, journalEntries, userId, id))) throw notFound();
  }

  /**
   * What follows a saved entry, as in the chat (issue 24): the helplines' categories when the words
   * or a mood of 1–2 call for them (counted, without the text); the direct question when the
   * detector is unsure of the words; neither otherwise.
   */
  private async afterSave(
    text: string,
    mood: number | null,
    { count = true } = {},
  ): Promise<Pick<NewJournalEntryResponse, 'crisis' | 'riskQuestion'>> {
    // What follows is the crisis policy's (crisis/policy.ts), the same for the chat's first contact.
    const care = decideJournalCare(text, mood);
    if (care.card === null) return { crisis: null, riskQuestion: care.question };
    const categories = care.card;
    const lowMood = mood !== null && mood <= LOW_MOOD_MAX;
    const counted: (CrisisCategory | 'low_mood')[] = [...categories, ...(lowMood ? (['low_mood'] as const) : [])];
    if (count)
      await countCrisis(this.db, 'journal', counted).catch((error: unknown) =>
        this.logger.warn({ error: safeError(error) }, 'crisis count failed'),
      );
    return { crisis: categories, riskQuestion: null };
  }

  /** SPEC.md §7 (2) and §8: Janne's question, or the fallback when she cannot be asked. */
  async question(userId: string, current: string | undefined, signal: AbortSignal): Promise<string> {
    await this.limits.takeSuggestion(userId);
    try {
      const input = { ...(await this.context.suggestionInput(userId)), avoid: current ? [current] : [] };
      return cleanJournalQuestion(await this.ai.journalQuestion(input, signal));
    } catch (error) {
      this.logger.warn({ error: safeError(error) }, 'ai journal question failed');
      return JOURNAL_QUESTION_FALLBACK;
    }
  }
}
