/**
 * The chat's turns that answer risk without the provider (decisions 004 and 006, crisis-care.ts):
 * the crisis card, the next step after « non, pas vraiment », the direct question — each alone in
 * its turn and counted or marked as such — and the provider's risk judgement, the second layer
 * beside the patterns. Which turn a message gets is decided by the crisis policy
 * (#shared/crisis, policy.ts); chat.service.ts carries it out.
 */
import type { ChatStreamEvent } from '#shared/chat';
import type { Gender } from '#shared/auth';
import { type CrisisCategory, statesSafety } from '#shared/crisis';
import { crisisReplyText, crisisStepText, safetyCheckText } from '#shared/crisis-care';
import { crisisAcknowledgement } from '#server/ai/crisis-companion';
import type { AiProvider } from '#server/ai/provider';
import type { Database } from '#server/db/client';
import { type Logger, safeError } from '#server/log';
import { countCrisis } from '../safety/crisis-counter';
import { judgeRisk } from '../safety/risk-judgement';
import type { StoryRow } from '../companion/companion-context';
import type { ChatStore } from './chat-store';

/** The categories of a card or a question, never empty. */
export function orSuicide(categories: readonly CrisisCategory[]): CrisisCategory[] {
  return categories.length > 0 ? [...categories] : ['suicide'];
}

export class CrisisTurns {
  constructor(
    private readonly db: Database,
    private readonly store: ChatStore,
    private readonly ai: AiProvider,
    private readonly options: { logger: Logger; riskTimeoutMs: number },
  ) {}

  /** The crisis card, and nothing else in this turn. */
  async *card(
    userId: string,
    story: StoryRow | null,
    categories: CrisisCategory[],
    gender: Gender | undefined,
  ): AsyncGenerator<ChatStreamEvent> {
    const crisisMessage = await this.store.insert(userId, story?.id ?? null, 'assistant', crisisReplyText(categories, gender), {
      kind: 'crisis',
      crisisCategories: categories,
    });
    yield { type: 'crisis', message: crisisMessage };
    await countCrisis(this.db, 'chat', categories).catch((error: unknown) =>
      this.options.logger.warn({ error: safeError(error) }, 'crisis count failed'),
    );
    yield { type: 'done', message: crisisMessage, fallback: false };
  }

  /** The next step after « non, pas vraiment » (crisis-care.ts): once per card; crisis mode goes on. */
  async *step(
    userId: string,
    story: StoryRow | null,
    categories: CrisisCategory[],
    gender: Gender | undefined,
  ): AsyncGenerator<ChatStreamEvent> {
    const step = await this.store.insert(userId, story?.id ?? null, 'assistant', crisisStepText(categories, gender), {
      kind: 'crisis-step',
      crisisCategories: categories,
    });
    yield { type: 'done', message: step, fallback: false };
  }

  /**
   * The check after an unclear answer to « Es-tu en sécurité ? »: what Janne understood and the two
   * answers to tap, once per card (the policy counts it by its kind).
   */
  async *check(
    userId: string,
    story: StoryRow | null,
    answer: string,
    categories: CrisisCategory[],
    gender: Gender | undefined,
  ): AsyncGenerator<ChatStreamEvent> {
    const text = safetyCheckText(answer, gender, crisisAcknowledgement(answer, gender) ?? undefined, statesSafety(answer));
    const check = await this.store.insert(userId, story?.id ?? null, 'assistant', text, {
      kind: 'safety-check',
      crisisCategories: categories,
    });
    yield { type: 'done', message: check, fallback: false };
  }

  /** The direct question, and nothing else in this turn: its categories are kept for the card a yes opens. */
  async *question(userId: string, story: StoryRow | null, categories: CrisisCategory[], text: string): AsyncGenerator<ChatStreamEvent> {
    const question = await this.store.insert(userId, story?.id ?? null, 'assistant', text, {
      kind: 'question',
      crisisCategories: orSuicide(categories),
    });
    yield { type: 'done', message: question, fallback: false };
  }

  /** The provider's risk judgement of `content` with the turns just before it, oldest first (risk-judgement.ts): never rejects. */
  judge(content: string, context: readonly { role: string; content: string }[], signal: AbortSignal): Promise<CrisisCategory[] | null> {
    return judgeRisk(
      this.ai,
      {
        message: content,
        context: context.slice(-4).map((row) => ({ role: row.role === 'user' ? 'user' : 'assistant', content: row.content })),
      },
      {
        timeoutMs: this.options.riskTimeoutMs,
        signal,
        onError: (error) => this.options.logger.warn({ error: safeError(error) }, 'ai risk judgement failed'),
      },
    );
  }
}
