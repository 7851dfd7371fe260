import { desc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client';
import { GENDERS, type Gender } from '#shared/auth';
import { messages, users } from '#server/db/schema';
import type { ChatTurn, ParcoursStep, SuggestionInput } from '#server/ai/provider';

export interface StoryRow {
  id: string;
  exName: string;
  content: string;
}

/** Where the person's story is read: StoryService, given by app.ts. */
export interface StoryLookup {
  get(userId: string): Promise<StoryRow | null>;
}

/**
 * Where Janne learns today's step of « Mon parcours » (issue 29): the parcours service, given to
 * the chat by app.ts. Null when there is nothing to say — paused, or all 28 days done.
 */
export interface ParcoursLookup {
  stepFor(userId: string): Promise<ParcoursStep | null>;
}

/** What the journal, progress and matrix services need to ask Janne for a suggestion. */
export interface SuggestionContext {
  suggestionInput(userId: string): Promise<SuggestionInput>;
}

/** The last `count` messages, oldest first (SPEC.md §9: the last 5 are used in prompts). */
export async function recentTurns(db: Database, userId: string, count = 5): Promise<ChatTurn[]> {
  const rows = await db
    .select({ role: messages.role, content: messages.content })
    .from(messages)
    .where(eq(messages.userId, userId))
    .orderBy(desc(messages.seq))
    .limit(count);
  return rows.reverse().map((row) => ({ role: row.role === 'user' ? 'user' : 'assistant', content: row.content }));
}

/** The gender the person gave at signup, for agreement (null if unknown). */
export async function findGender(db: Database, userId: string): Promise<Gender | null> {
  const [row] = await db.select({ gender: users.gender }).from(users).where(eq(users.id, userId)).limit(1);
  return (GENDERS as readonly string[]).includes(row?.gender ?? '') ? (row!.gender as Gender) : null;
}

/**
 * What Janne's suggestions are built from (SPEC.md §7 (2)–(4)): the story and the last 5
 * messages, and the person's gender so that her words about them agree.
 */
export class CompanionContext implements SuggestionContext {
  constructor(
    private readonly db: Database,
    private readonly stories: StoryLookup,
  ) {}

  async suggestionInput(userId: string): Promise<SuggestionInput> {
    const [story, recentMessages, gender] = await Promise.all([
      this.stories.get(userId),
      recentTurns(this.db, userId),
      findGender(this.db, userId),
    ]);
    return { exName: story?.exName ?? null, story: story?.content ?? null, recentMessages, gender };
  }
}
