import { and, eq, sql } from 'drizzle-orm';
import { SERVER_ERRORS } from '#shared/messages';
import { formatJournalContent, storyJournalText } from '#shared/journal';
import { type Story, welcomeMessage } from '#shared/story';
import { DEFAULT_TIME_ZONE, localDateIn } from '#shared/time-zone';
import type { Database } from '#server/db/client';
import { journalEntries, messages, stories } from '#server/db/schema';
import { type Logger, safeError } from '#server/log';
import { conflict, notFound } from '../errors';

type StoryRow = typeof stories.$inferSelect;

const toStory = (row: Pick<StoryRow, 'id' | 'exName' | 'content' | 'createdAt'>): Story => ({
  id: row.id,
  exName: row.exName,
  content: row.content,
  createdAt: row.createdAt.toISOString(),
});

export class StoryService {
  /** Read before every chat reply: built once (drizzle rebuilt its SQL on every call; PostgreSQL keeps it prepared by name). */
  private readonly byPerson;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {
    this.byPerson = db
      .select()
      .from(stories)
      .where(eq(stories.userId, sql.placeholder('userId')))
      .limit(1)
      .prepare('story_of_person');
  }

  async get(userId: string): Promise<Story | null> {
    const [row] = await this.byPerson.execute({ userId });
    return row ? toStory(row) : null;
  }

  /**
   * Corrects the ex's first name and the story (issue 16). Janne reads the story at every reply,
   * so the next one uses them. The journal's « Ma rupture avec … » entry, written with the story,
   * follows the correction (issue 27: the journal and journal.md showed the story as first
   * written) — but only while it still reads as the story did: an entry the person rewrote in
   * the journal is their own text and stays as they left it. The entry is the one dated at the
   * story's very instant (create() writes it so) with the story's words; its day does not move.
   */
  async update(userId: string, input: { exName: string; content: string }): Promise<Story> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(stories).where(eq(stories.userId, userId)).for('update');
      if (!before) throw notFound();
      const [row] = await tx
        .update(stories)
        .set({ exName: input.exName, content: input.content })
        .where(eq(stories.userId, userId))
        .returning();
      if (!row) throw notFound();
      // The text is encrypted at rest, so it is compared here rather than in SQL.
      const asWritten = formatJournalContent(null, storyJournalText(before.exName, before.content));
      const candidates = await tx
        .select({ id: journalEntries.id, content: journalEntries.content })
        .from(journalEntries)
        .where(and(eq(journalEntries.userId, userId), eq(journalEntries.date, before.createdAt)));
      const entry = candidates.find((candidate) => candidate.content === asWritten);
      if (entry) {
        await tx
          .update(journalEntries)
          .set({ content: formatJournalContent(null, storyJournalText(row.exName, row.content)) })
          .where(eq(journalEntries.id, entry.id));
      }
      return toStory(row);
    });
  }

  /**
   * SPEC.md §4 Story creation flow. The story and Janne's welcome message are saved together or
   * not at all; the journal entry is best effort (a failure is only logged).
   */
  async create(userId: string, input: { exName: string; content: string; timeZone?: string }): Promise<Story> {
    const story = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(stories)
        .values({ userId, exName: input.exName, content: input.content })
        .onConflictDoNothing({ target: stories.userId })
        .returning();
      if (!row) throw conflict('story-exists', SERVER_ERRORS['story-exists']);
      await tx.insert(messages).values({ userId, storyId: row.id, role: 'assistant', content: welcomeMessage(input.exName) });
      return row;
    });

    try {
      await this.db.insert(journalEntries).values({
        userId,
        content: formatJournalContent(null, storyJournalText(input.exName, input.content)),
        date: story.createdAt,
        localDate: localDateIn(input.timeZone ?? DEFAULT_TIME_ZONE, story.createdAt),
      });
    } catch (error) {
      this.logger.warn({ error: safeError(error) }, 'story journal entry failed');
    }
    return toStory(story);
  }
}
