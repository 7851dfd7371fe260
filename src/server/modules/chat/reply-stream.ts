/**
 * Janne's reply in the chat (the ordinary turn, and crisis mode's): the prompt within its token
 * budget (the person's story, their memory, the newest turns that fit), the provider's stream with
 * the risk judgement running alongside — its first words wait for it —, SPEC's fallback when the
 * provider fails, what arrived kept when it breaks, and what no longer fits summarised into memory.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { CHAT_FALLBACK_REPLY, type ChatStreamEvent } from '#shared/chat';
import type { Gender } from '#shared/auth';
import type { CrisisCategory, CrisisTurn } from '#shared/crisis';
import { HistoryBudget, storyWithinBudget, tokensOf } from '#server/ai/prompt-budget';
import { memoryContextMessage, parcoursContextMessage, PERSONA_PROMPT, storyContextMessage } from '#server/ai/prompts';
import { composeCrisisModeReply } from '#server/ai/crisis-companion';
import { wantsToContactEx } from '#server/ai/offline-companion';
import type { AiProvider, ChatTurn, CompanionContext, ParcoursStep, ReplyMode } from '#server/ai/provider';
import { safeError } from '#server/log';
import type { StoryRow } from '../companion/companion-context';
import { type ChatStore, HISTORY_BATCH, type HistoryRow, type MessageRow, toMessage } from './chat-store';
import type { ChatServiceOptions } from './chat-options';
import type { CrisisTurns } from './crisis-turns';

/** Janne's replies handed to the offline companion so its sentences do not come back for 50 replies (issue 26). */
const EARLIER_REPLIES = 50;

/** The persona prompt never changes: its token count is computed once. */
let personaTokenCount: number | undefined;
const personaTokens = () => (personaTokenCount ??= tokensOf(PERSONA_PROMPT));

/** One reply to write: who, to what, after what, and how (see ReplyStream.reply). */
export interface ReplyTurn {
  userId: string;
  story: StoryRow | null;
  content: string;
  earlier: HistoryRow[];
  memory: string[];
  /** Today's step of « Mon parcours », or null; dropped unless `mode` is 'ordinary'. */
  parcours?: ParcoursStep | null;
  gender: Gender | undefined;
  signal: AbortSignal;
  save: (() => Promise<MessageRow>) | null;
  /** True when `earlier` was a full batch: older messages may follow. */
  readOn: boolean;
  /** How Janne answers: decided by send() from the crisis state and the person's answer. */
  mode: ReplyMode;
  /** Janne's first sentence, before the provider's words (the thanks after « non » to the direct question). */
  lead?: string;
  /** In crisis mode: the last card's categories, and whether the person said again they are not safe. */
  crisisCategories?: CrisisCategory[];
  notSafe?: boolean;
  /** See ChatReplyInput.followUp. */
  followUp?: 'declined';
  /**
   * The crisis policy again, with the provider's risk judgement that runs alongside the reply: a
   * card it decides replaces the reply. Null: no judgement is asked (already judged, or asked about).
   */
  gate?: ((judged: CrisisCategory[] | null) => CrisisTurn) | null;
}

export class ReplyStream {
  constructor(
    private readonly store: ChatStore,
    private readonly ai: AiProvider,
    private readonly crisis: CrisisTurns,
    private readonly options: ChatServiceOptions,
  ) {}

  /**
   * Janne's reply to `content`, after `earlier` (newest first), in the crisis state they show;
   * streamed and saved. `save`: saves the person's message, once the provider's call has left —
   * announced as the first event once saved (a failure to save stops the reply and is thrown).
   */
  async *reply({
    userId,
    story,
    content,
    earlier,
    memory,
    parcours,
    gender,
    signal,
    save,
    readOn,
    mode,
    lead,
    crisisCategories,
    notSafe,
    followUp,
    gate = null,
  }: ReplyTurn): AsyncGenerator<ChatStreamEvent> {
    // No parcours at all in crisis mode, nor when the person has just said they are safe (issue
    // 29: « no parcours nudges in crisis mode »): the step is not even in the reply's input.
    const context = { ...this.contextOf(story, gender), memory, parcours: mode === 'ordinary' ? (parcours ?? null) : null };
    const { turns: history, overflowSeq } = await this.historyWithinBudget(userId, content, earlier, context, readOn);
    const replyAbort = new AbortController();
    const stopReply = () => replyAbort.abort();
    signal.addEventListener('abort', stopReply, { once: true });
    // The reply's request leaves first — its first token is what the person waits for — and the
    // second layer's judgement right after it, alongside; the reply's first words wait for it below.
    const earlierReplies = earlier
      .filter((row) => row.role === 'assistant')
      .slice(0, EARLIER_REPLIES)
      .map((row) => row.content)
      .reverse();
    const replies = this.ai.streamChatReply(
      { ...context, history, mode, crisisCategories, notSafe, followUp, earlierReplies },
      replyAbort.signal,
    );
    const stream = replies[Symbol.asyncIterator]();
    const firstDelta = stream.next();
    firstDelta.catch(() => undefined); // read (and its failure handled) in the loop below
    const riskGate: Promise<CrisisCategory[] | null> = gate
      ? this.crisis.judge(content, history.slice(-5, -1), signal).then((judged) => {
          const decided = gate(judged);
          return decided.kind === 'card' ? decided.categories : null;
        })
      : Promise.resolve(null);
    if (save) {
      let userRow: MessageRow;
      try {
        // Saving is not urgent — only the first event waits for it — and the provider's request
        // must not wait for it: the save waits for the event loop to have polled once more, by
        // when the requests above are written and what arrived meanwhile has been read. The
        // embedded database runs its queries on this thread and would otherwise hold it first.
        await nextTurn();
        await nextTurn();
        userRow = await save();
      } catch (error) {
        // Nothing is answered to a message that was not kept: the caller gets the error instead.
        signal.removeEventListener('abort', stopReply);
        replyAbort.abort();
        throw error;
      }
      yield { type: 'user-message', message: toMessage(userRow) };
    }

    let reply = '';
    if (lead) {
      reply = `${lead}\n\n`;
      yield { type: 'delta', text: reply };
    }
    let failed = false;
    let broken = false;
    let riskChecked = false;
    try {
      for (let next = await firstDelta; !next.done; next = await stream.next()) {
        if (!riskChecked) {
          riskChecked = true;
          const risk = await riskGate;
          if (risk) {
            replyAbort.abort();
            await stream.return?.(undefined);
            yield* this.crisis.card(userId, story, risk, gender);
            return;
          }
        }
        reply += next.value;
        yield { type: 'delta', text: next.value };
      }
    } catch (error) {
      failed = reply.trim() === '';
      broken = !failed;
      if (!signal.aborted) this.options.logger.warn({ error: safeError(error), partial: !failed }, 'ai reply failed');
    } finally {
      signal.removeEventListener('abort', stopReply);
    }
    // The provider failed before its first word: the judgement may still call for the card.
    if (!riskChecked) {
      const risk = await riskGate;
      if (risk) {
        yield* this.crisis.card(userId, story, risk, gender);
        return;
      }
    }
    // The person left before Janne wrote anything: nothing to keep.
    if (signal.aborted && reply.trim() === (lead ?? '')) return;
    const isFallback = failed || reply.trim() === (lead ?? '');
    // In crisis mode, the SPEC's fallback (« reformuler ») would be the wrong words: the offline crisis reply instead.
    const fallbackText =
      mode === 'ordinary' ? CHAT_FALLBACK_REPLY : composeCrisisModeReply({ history, mode, gender, crisisCategories, notSafe });
    // A reply cut off (the page closed or reloaded, or the provider's stream broke) keeps what
    // arrived, marked so the conversation can say so and offer « Réessayer ».
    const interrupted = !isFallback && (broken || signal.aborted);
    const assistantMessage = await this.store.insert(
      userId,
      story?.id ?? null,
      'assistant',
      isFallback ? `${lead ? `${lead}\n\n` : ''}${fallbackText}` : reply,
      {
        kind:
          mode === 'safe'
            ? 'safe'
            : interrupted
              ? 'interrupted'
              : // Whatever the provider wrote, the chat offers the urge flow under the reply (issue 15).
                !isFallback && mode === 'ordinary' && wantsToContactEx(content)
                ? 'urge'
                : null,
      },
    );
    yield { type: 'done', message: assistantMessage, fallback: isFallback && mode === 'ordinary' };
    // What no longer fits the prompt becomes facts to remember — after the reply, never before its
    // first word; a failure only costs the summary, which the next reply tries again.
    if (overflowSeq !== null) {
      await this.options.memory
        .summarise(userId, overflowSeq)
        .catch((error: unknown) => this.options.logger.warn({ error: safeError(error) }, 'memory summary failed'));
    }
  }

  /** What the prompt says of the person: the ex's name, the story cut to its share of the budget (once per reply), the gender. */
  contextOf(story: StoryRow | null, gender: Gender | undefined): CompanionContext {
    return {
      exName: story?.exName ?? null,
      story: story ? storyWithinBudget(story.content, this.options.contextTokens) : null,
      gender: gender ?? null,
    };
  }

  /**
   * The newest turns that fit what the budget leaves after the system messages: the person's
   * message, always, then the rows already read (newest first), which most often hold all the
   * rest; a long conversation is read on, batch by batch.
   */
  private async historyWithinBudget(
    userId: string,
    content: string,
    rows: Pick<HistoryRow, 'seq' | 'role' | 'content'>[],
    context: CompanionContext,
    readOn: boolean,
  ): Promise<{ turns: ChatTurn[]; overflowSeq: number | null }> {
    const storyMessage = storyContextMessage(context);
    const memoryMessage = memoryContextMessage(context.memory);
    const parcoursMessage = parcoursContextMessage(context.parcours);
    const systemTokens =
      personaTokens() +
      (storyMessage ? tokensOf(storyMessage) : 0) +
      (memoryMessage ? tokensOf(memoryMessage) : 0) +
      (parcoursMessage ? tokensOf(parcoursMessage) : 0);
    const budget = new HistoryBudget<ChatTurn>(Math.max(0, this.options.contextTokens - systemTokens));
    budget.offer({ role: 'user', content });
    let batch = rows;
    let hasOlder = readOn;
    for (;;) {
      for (const row of batch) {
        // The first message that does not fit: it and everything older are left to the memory.
        if (!budget.offer({ role: row.role === 'user' ? 'user' : 'assistant', content: row.content }))
          return { turns: budget.turns(), overflowSeq: row.seq };
      }
      const oldest = batch.at(-1);
      if (!hasOlder || !oldest) return { turns: budget.turns(), overflowSeq: null };
      batch = await this.store.olderTurns(userId, oldest.seq);
      hasOlder = batch.length === HISTORY_BATCH;
    }
  }
}
