import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { GENDERS, type Gender } from '../../../shared/auth';
import { messages, stories, users } from '../../db/schema';
import type { ChatTurn, SuggestionInput } from '../../ai/provider';

export interface StoryRow {
  id: string;
  exName: string;
  content: string;
}

/** The person's story, or null (SPEC.md §8: a failed read counts as no story). */
export async function findStory(db: Database, userId: string): Promise<StoryRow | null> {
  const [row] = await db
    .select({ id: stories.id, exName: stories.exName, content: stories.content })
    .from(stories)
    .where(eq(stories.userId, userId))
    .limit(1);
  return row ?? null;
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
export async function suggestionInput(db: Database, userId: string): Promise<SuggestionInput> {
  const [story, recentMessages, gender] = await Promise.all([findStory(db, userId), recentTurns(db, userId), findGender(db, userId)]);
  return { exName: story?.exName ?? null, story: story?.content ?? null, recentMessages, gender };
}
