import { and, asc, desc, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import { MEMORY_BUDGET_SHARE, MEMORY_FACT_MAX_LENGTH, MEMORY_FACTS_MAX, type MemoryFact, type MemoryResponse } from '#shared/memory';
import { extractFacts, normalizeForMatching } from '#server/ai/offline-companion';
import { tokensOf } from '#server/ai/prompt-budget';
import type { AiProvider } from '#server/ai/provider';
import { memoryContextMessage } from '#server/ai/prompts';
import type { Database } from '#server/db/client';
import { deleteOwned } from '#server/db/owned-rows';
import { memoryFacts, memorySettings, messages } from '#server/db/schema';
import { type Logger, safeError } from '#server/log';
import { notFound } from '../errors';

type FactRow = typeof memoryFacts.$inferSelect;

const toFact = (row: FactRow): MemoryFact => ({
  id: row.id,
  text: row.text,
  source: row.source === 'person' ? 'person' : 'summary',
  updatedAt: row.updatedAt.toISOString(),
});

/** Messages read per summary: older ones wait for the next reply (the work stays small). */
const SUMMARY_BATCH = 500;
/** The summary runs after the reply; a provider that hangs must not hold the request open. */
const SUMMARY_TIMEOUT_MS = 20_000;

/**
 * « Ce que Janne retient de toi » (issue 14): the facts, the person's control over them, and the
 * summary of the older conversation into facts. Every query is scoped to the person's id.
 */
export class MemoryService {
  /** The facts for the prompt, read before every reply: built once (see forPrompt). */
  private readonly promptFactsQuery;

  constructor(
    private readonly db: Database,
    private readonly ai: AiProvider,
    private readonly logger: Logger,
  ) {
    const userId = sql.placeholder('userId');
    // The facts, none when the person turned memory off.
    this.promptFactsQuery = db
      .select({ text: memoryFacts.text })
      .from(memoryFacts)
      .where(
        and(
          eq(memoryFacts.userId, userId),
          notExists(
            db
              .select({ userId: memorySettings.userId })
              .from(memorySettings)
              .where(and(eq(memorySettings.userId, userId), eq(memorySettings.enabled, false))),
          ),
        ),
      )
      .orderBy(asc(memoryFacts.createdAt), desc(memoryFacts.id))
      .prepare('memory_prompt_facts');
  }

  async get(userId: string): Promise<MemoryResponse> {
    const [settings, rows] = await Promise.all([this.settings(userId), this.rows(userId)]);
    return { enabled: settings.enabled, facts: rows.map(toFact) };
  }

  async add(userId: string, text: string): Promise<MemoryFact> {
    const [row] = await this.db.insert(memoryFacts).values({ userId, text, source: 'person' }).returning();
    if (!row) throw new Error('memory fact insert returned no row');
    return toFact(row);
  }

  /** A corrected fact becomes the person's own: a summary never replaces it. */
  async update(userId: string, id: string, text: string): Promise<MemoryFact> {
    const [row] = await this.db
      .update(memoryFacts)
      .set({ text, source: 'person', updatedAt: new Date() })
      .where(and(eq(memoryFacts.id, id), eq(memoryFacts.userId, userId)))
      .returning();
    if (!row) throw notFound();
    return toFact(row);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await deleteOwned(this.db, memoryFacts, userId, id))) throw notFound();
  }

  async setEnabled(userId: string, enabled: boolean): Promise<MemoryResponse> {
    await this.db
      .insert(memorySettings)
      .values({ userId, enabled })
      .onConflictDoUpdate({ target: memorySettings.userId, set: { enabled } });
    return this.get(userId);
  }

  /**
   * The facts for Janne's prompt, newest first, as many as fit their share of the budget (15 %):
   * the prompt stays flat however long the conversation and however many facts. None when off.
   */
  async forPrompt(userId: string, contextTokens: number): Promise<string[]> {
    // One query before every reply, its SQL built once (issue 17).
    const rows = await this.promptFactsQuery.execute({ userId });
    const budget = Math.floor(contextTokens * MEMORY_BUDGET_SHARE);
    const kept: string[] = [];
    for (const row of [...rows].reverse()) {
      const next = [...kept, row.text];
      if (tokensOf(memoryContextMessage(next) ?? '') > budget) break;
      kept.push(row.text);
    }
    return kept.reverse();
  }

  /**
   * The person's messages up to `throughSeq` that no longer fit the prompt become facts, once:
   * the settings remember how far they were read. Nothing is read when memory is off.
   */
  async summarise(userId: string, throughSeq: number): Promise<void> {
    const settings = await this.settings(userId);
    if (!settings.enabled || throughSeq <= settings.summarisedThroughSeq) return;
    const batch = await this.db
      .select({ seq: messages.seq, content: messages.content })
      .from(messages)
      .where(
        and(
          eq(messages.userId, userId),
          eq(messages.role, 'user'),
          gt(messages.seq, settings.summarisedThroughSeq),
          lte(messages.seq, throughSeq),
        ),
      )
      .orderBy(asc(messages.seq))
      .limit(SUMMARY_BATCH);
    const readThrough = batch.length === SUMMARY_BATCH ? (batch.at(-1)?.seq ?? throughSeq) : throughSeq;
    const existing = (await this.rows(userId)).map((row) => row.text);
    const known = new Set(existing.map(normalizeForMatching));
    const fresh = (
      await this.factsOf(
        batch.map((row) => row.content),
        existing,
      )
    )
      .filter((fact) => fact.length <= MEMORY_FACT_MAX_LENGTH)
      .filter((fact) => !known.has(normalizeForMatching(fact)));
    await this.db.transaction(async (tx) => {
      if (fresh.length > 0) await tx.insert(memoryFacts).values(fresh.map((text) => ({ userId, text, source: 'summary' })));
      await tx
        .insert(memorySettings)
        .values({ userId, summarisedThroughSeq: readThrough })
        .onConflictDoUpdate({ target: memorySettings.userId, set: { summarisedThroughSeq: readThrough } });
    });
    await this.keepWithinLimit(userId);
  }

  /** The provider's summary (the offline companion's is the extractor); on failure, the extractor's. */
  private async factsOf(messages: string[], known: string[]): Promise<string[]> {
    if (messages.length === 0) return [];
    try {
      return await this.ai.summariseMemory({ messages, known }, AbortSignal.timeout(SUMMARY_TIMEOUT_MS));
    } catch (error) {
      this.logger.warn({ error: safeError(error) }, 'memory summary by the provider failed, the extractor takes over');
      return extractFacts(messages);
    }
  }

  /** Beyond MEMORY_FACTS_MAX, the oldest facts taken from the conversation go; the person's own stay. */
  private async keepWithinLimit(userId: string): Promise<void> {
    const rows = await this.rows(userId);
    const excess = rows.length - MEMORY_FACTS_MAX;
    if (excess <= 0) return;
    for (const row of rows.filter((fact) => fact.source === 'summary').slice(0, excess))
      await deleteOwned(this.db, memoryFacts, userId, row.id);
  }

  private async settings(userId: string): Promise<{ enabled: boolean; summarisedThroughSeq: number }> {
    const [row] = await this.db.select().from(memorySettings).where(eq(memorySettings.userId, userId));
    return row ?? { enabled: true, summarisedThroughSeq: 0 };
  }

  /** Oldest first. */
  private rows(userId: string): Promise<FactRow[]> {
    return this.db
      .select()
      .from(memoryFacts)
      .where(eq(memoryFacts.userId, userId))
      .orderBy(asc(memoryFacts.createdAt), desc(memoryFacts.id));
  }
}
