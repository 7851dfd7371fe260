import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import {
  CHAT_FALLBACK_REPLY,
  type ChatMessage,
  type ChatRole,
  type ChatStreamEvent,
  type MessageKind,
  type MessagePage,
} from '#shared/chat';
import type { Gender } from '#shared/auth';
import type { PageQuery } from '#shared/fields';
import { SCRIPTED_OPENING } from '#shared/messages';
import { HistoryBudget, storyWithinBudget, tokensOf } from '#server/ai/prompt-budget';
import { memoryContextMessage, PERSONA_PROMPT, storyContextMessage } from '#server/ai/prompts';
import { assessRisk, type CrisisCategory, readQuestionAnswer, readSafetyAnswer } from '#shared/crisis';
import {
  crisisReplyText,
  crisisStateOf,
  crisisStepText,
  QUESTION_NO_THANKS,
  RISK_QUESTION_AGAIN_TEXT,
  RISK_QUESTION_TEXT,
} from '#shared/crisis-care';
import { composeCrisisModeReply } from '#server/ai/crisis-companion';
import { wantsToContactEx } from '#server/ai/offline-companion';
import type { AiProvider, ChatTurn, CompanionContext, ReplyMode } from '#server/ai/provider';
import type { Database } from '#server/db/client';
import { newestPage } from '#server/db/owned-rows';
import { messages, onceClaims } from '#server/db/schema';
import { type Logger, safeError } from '#server/log';
import { notFound } from '../errors';
import type { AiLimits } from '../safety/ai-limits';
import type { WriteQuotas } from '../safety/write-quotas';
import { countCrisis } from '../safety/crisis-counter';
import { judgeRisk } from '../safety/risk-judgement';
import type { StoryLookup, StoryRow } from '../companion/companion-context';

/** The categories of the newest crisis card (newest first), for the next step after it. */
function lastCardCategories(newestFirst: readonly HistoryRow[]): CrisisCategory[] {
  return orSuicide((newestFirst.find((row) => row.kind === 'crisis')?.crisisCategories ?? []) as CrisisCategory[]);
}

/** The categories of a card or a question, never empty. */
function orSuicide(categories: readonly CrisisCategory[]): CrisisCategory[] {
  return categories.length > 0 ? [...categories] : ['suicide'];
}

/** Rows read per query while filling the prompt budget. */
const HISTORY_BATCH = 200;
/** Janne's replies handed to the offline companion so its sentences do not come back for 50 replies (issue 26). */
const EARLIER_REPLIES = 50;
/** A first-message claim older than this, with still no message, was abandoned (a crash): retake it. */
const OPENING_CLAIM_STALE_MS = 60_000;
const OPENING_POLL_MS = 250;

type MessageRow = typeof messages.$inferSelect;
/** What the prompt and the crisis state read of each earlier message. */
type HistoryRow = Pick<MessageRow, 'seq' | 'role' | 'content' | 'kind' | 'createdAt' | 'crisisCategories'>;
const HISTORY_COLUMNS = {
  seq: messages.seq,
  role: messages.role,
  content: messages.content,
  kind: messages.kind,
  createdAt: messages.createdAt,
  crisisCategories: messages.crisisCategories,
};

/** The persona prompt never changes: its token count is computed once. */
let personaTokenCount: number | undefined;
const personaTokens = () => (personaTokenCount ??= tokensOf(PERSONA_PROMPT));

/** What the API shows of a row: not `seq`, the table's one counter for everyone, which would tell how much others write. */
function toMessage(row: MessageRow): ChatMessage {
  const message: ChatMessage = {
    id: row.id,
    role: row.role as ChatRole,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.kind === 'crisis') message.crisis = (row.crisisCategories ?? []) as CrisisCategory[];
  if (row.kind === 'interrupted') message.interrupted = true;
  if (row.kind === 'urge') message.urge = true;
  if (row.kind === 'question') message.riskQuestion = true;
  if (row.kind === 'crisis-step') message.crisisStep = (row.crisisCategories ?? []) as CrisisCategory[];
  return message;
}

export interface ChatServiceOptions {
  contextTokens: number;
  logger: Logger;
  limits: AiLimits;
  /** How much one account may write (issue 25): the chat's messages per day and the account's size. */
  quotas: WriteQuotas;
  /** The person's story (StoryService). */
  stories: StoryLookup;
  /** How long the reply's first words may wait for the provider's risk judgement (AI_RISK_TIMEOUT_MS). */
  riskTimeoutMs: number;
  /** What Janne remembers of the person (MemoryService): the facts for the prompt, and the summary of what no longer fits. */
  memory: ChatMemory;
}

export interface ChatMemory {
  forPrompt(userId: string, contextTokens: number): Promise<string[]>;
  summarise(userId: string, throughSeq: number): Promise<void>;
}

export class ChatService {
  /** Read before every reply: built once (drizzle rebuilt its SQL on every call; PostgreSQL keeps it prepared by name). */
  private readonly earlierQuery;

  constructor(
    private readonly db: Database,
    private readonly ai: AiProvider,
    private readonly options: ChatServiceOptions,
  ) {
    this.earlierQuery = db
      .select(HISTORY_COLUMNS)
      .from(messages)
      .where(eq(messages.userId, sql.placeholder('userId')))
      .orderBy(desc(messages.seq))
      .limit(HISTORY_BATCH)
      .prepare('chat_earlier_rows');
  }

  /**
   * A page of the conversation, newest page first; the index on (user_id, seq) keeps it flat. The
   * cursor is a message id, looked up among the person's own messages only: another person's id
   * (or an unknown one) matches nothing, so the page is empty.
   */
  async listPage(userId: string, query: PageQuery): Promise<MessagePage> {
    const { rows, page, nextCursor } = await newestPage(this.db, messages, userId, query);
    return {
      messages: page.reverse().map(toMessage),
      nextCursor,
      aiMode: this.ai.kind === 'offline' ? 'offline' : 'online',
      // Only the newest page can tell; older pages (`before`) are history.
      crisisMode: query.before === undefined && crisisStateOf(rows, new Date()).active,
    };
  }

  /**
   * Opening the chat with no messages at all: Janne writes the first one — exactly once, even
   * when two tabs (or two servers) open it together. The first to insert the claim row writes it;
   * the others wait for it to appear.
   */
  async open(userId: string, limit: number, signal: AbortSignal, gender?: Gender): Promise<MessagePage> {
    const page = await this.listPage(userId, { limit });
    if (page.messages.length > 0) return page;

    const deadline = Date.now() + OPENING_CLAIM_STALE_MS;
    while (!signal.aborted) {
      if (await this.claimOpening(userId)) {
        await this.writeOpening(userId, signal, gender);
        return this.listPage(userId, { limit });
      }
      await new Promise((resolve) => setTimeout(resolve, OPENING_POLL_MS));
      const current = await this.listPage(userId, { limit });
      if (current.messages.length > 0 || Date.now() > deadline) return current;
    }
    return this.listPage(userId, { limit });
  }

  private async claimOpening(userId: string): Promise<boolean> {
    // A claim left by a server that died before writing is retaken once it is stale.
    await this.db
      .delete(onceClaims)
      .where(
        and(
          eq(onceClaims.userId, userId),
          eq(onceClaims.key, 'chat-opening'),
          lt(onceClaims.claimedAt, sql`now() - make_interval(secs => ${OPENING_CLAIM_STALE_MS / 1000})`),
          sql`not exists (select 1 from ${messages} where ${messages.userId} = ${userId})`,
        ),
      );
    const claimed = await this.db
      .insert(onceClaims)
      .values({ userId, key: 'chat-opening' })
      .onConflictDoNothing()
      .returning({ userId: onceClaims.userId });
    return claimed.length > 0;
  }

  private async writeOpening(userId: string, signal: AbortSignal, gender: Gender | undefined): Promise<void> {
    const story = await this.options.stories.get(userId);
    let text = '';
    try {
      for await (const delta of this.ai.streamChatReply({ ...this.contextOf(story, gender), history: [] }, signal)) text += delta;
    } catch (error) {
      this.options.logger.warn({ error: safeError(error) }, 'ai opening failed');
    }
    await this.insert(userId, story?.id ?? null, 'assistant', text.trim() ? text : SCRIPTED_OPENING);
  }

  /**
   * Sends the person's message and streams Janne's reply. The person's message is saved as the
   * provider's call leaves (the first event says it is saved), Janne's when the reply is complete.
   * If the provider fails before its first word, Janne says SPEC's fallback sentence; if the
   * stream breaks midway, what arrived is kept. The caller must read to the end even when its
   * client has gone (the signal is then aborted): that is how a partial reply still gets saved.
   *
   * A message that shows risk gets the crisis card and nothing else in that turn — by the
   * patterns at once, or by the provider's risk judgement, which runs alongside the reply: the
   * reply's first words wait for it (at most AI_RISK_TIMEOUT_MS from the start), so a cheerful
   * answer never follows a cry for help. Afterwards Janne stays in crisis mode until the person
   * says they are safe (see crisis-care.ts).
   *
   * `gender`, from the person's profile, makes Janne's words about them agree (« seule », « seul »).
   */
  async *send(userId: string, content: string, signal: AbortSignal, gender?: Gender): AsyncGenerator<ChatStreamEvent> {
    // What the reply needs is asked for at once, and the patterns read the message meanwhile: the
    // time before the provider's call is what the person waits for on top of the provider (issue 17).
    const asked = Promise.all([
      this.options.limits.chatRefusal(userId),
      this.options.quotas.refusal(userId, 'chat', Buffer.byteLength(content)),
      this.options.stories.get(userId),
      this.earlierRows(userId),
      this.options.memory.forPrompt(userId, this.options.contextTokens),
    ]);
    const [aiRefusal, quotaRefusal, story, earlier, memory] = await asked;
    const refusal = aiRefusal ?? quotaRefusal;
    // The state before this message (crisisStateOf skips a leading message of the person's anyway),
    // and what the detector reads in it, with the person's words of the last day (assess.ts).
    const state = crisisStateOf(earlier, new Date());
    const risk = assessRisk(content, { earlier: state.earlierFromPerson, riskMark: state.riskMark, saidSafe: state.saidSafe });
    // Over the person's hourly allowance, everyone's budget or a quota, the message is refused — unless it
    // may show distress: the resources and the questions are never withheld, only the AI reply is.
    if (refusal && risk.action === 'none' && !state.active && !state.questionOpen) throw refusal;
    const save = () => this.insertRow(userId, story?.id ?? null, 'user', content);
    // The turns that answer without the provider save the person's message first, and say so.
    const savedFirst = async function* (): AsyncGenerator<ChatStreamEvent> {
      yield { type: 'user-message', message: toMessage(await save()) };
    };
    const turn = { userId, story, content, earlier, memory, gender, signal, save, readOn: earlier.length === HISTORY_BATCH };

    // In crisis mode only a clear « je suis en sécurité » ends it (answers.ts). Anything not safe —
    // « non, pas vraiment », a plan, a means, a goodbye, or new words of risk — gets the next step
    // once after the card, then Janne's crisis replies; an unclear answer gets a crisis reply that
    // asks again.
    if (state.active) {
      const answer = readSafetyAnswer(content, state.awaitingAnswer);
      if ((risk.action === 'card' || answer === 'not_safe') && !state.stepGiven) {
        yield* savedFirst();
        yield* this.crisisStepTurn(userId, story, risk.action === 'card' ? risk.categories : lastCardCategories(earlier), gender);
        return;
      }
      yield* this.reply({ ...turn, mode: risk.action !== 'card' && answer === 'safe' ? 'safe' : 'crisis' });
      return;
    }

    // The direct question was Janne's last word: a yes (or new words of risk) opens the card; a no
    // is thanked and the conversation goes on; a reply that does not answer keeps it open one more turn.
    if (state.questionOpen) {
      const answer = readQuestionAnswer(content);
      if (risk.action === 'card' || answer === 'yes') {
        yield* savedFirst();
        // The question asked about harming oneself or ending one's life: a yes is about that.
        const selfDirected = state.questionCategories.filter((category) => category !== 'violence');
        yield* this.crisisTurn(userId, story, risk.action === 'card' ? risk.categories : orSuicide(selfDirected), gender);
        return;
      }
      if (answer === 'no' || state.questionsInARow >= 2) {
        // Janne answers what the person wrote before the question, as if it had not interrupted.
        const [, asked, ...before] = earlier;
        const askedAbout = answer === 'no' && asked?.role === 'user' ? { content: asked.content, earlier: before } : null;
        yield* this.reply({
          ...turn,
          ...(askedAbout ?? {}),
          mode: 'ordinary',
          lead: answer === 'no' ? QUESTION_NO_THANKS : undefined,
          judge: !askedAbout,
        });
        return;
      }
      yield* savedFirst();
      yield* this.questionTurn(userId, story, state.questionCategories, RISK_QUESTION_AGAIN_TEXT);
      return;
    }

    if (risk.action === 'card') {
      yield* savedFirst();
      yield* this.crisisTurn(userId, story, risk.categories, gender);
      return;
    }
    if (risk.action === 'ask') {
      yield* savedFirst();
      // With a provider, its judgement may already be sure: then the card, not the question.
      const judged = await this.judge(content, earlier.slice(0, 4).reverse(), signal);
      if (judged) yield* this.crisisTurn(userId, story, judged, gender);
      else yield* this.questionTurn(userId, story, risk.categories, RISK_QUESTION_TEXT);
      return;
    }
    yield* this.reply({ ...turn, mode: 'ordinary' });
  }

  /**
   * « Réessayer » under an interrupted reply: a new reply to the same message. The interrupted
   * one stays in the conversation, marked as such, but the prompt does not carry it. Only the
   * newest message can be retried, and only if it is an interrupted reply: anything else is 404.
   */
  async *retry(userId: string, messageId: string, signal: AbortSignal, gender?: Gender): AsyncGenerator<ChatStreamEvent> {
    const [newest] = await this.db
      .select({ id: messages.id, seq: messages.seq, kind: messages.kind })
      .from(messages)
      .where(eq(messages.userId, userId))
      .orderBy(desc(messages.seq))
      .limit(1);
    if (!newest || newest.id !== messageId || newest.kind !== 'interrupted') throw notFound();
    const refusal = await this.options.limits.chatRefusal(userId);
    if (refusal) throw refusal;

    const [rows, story, memory] = await Promise.all([
      this.recentRows(userId, newest.seq),
      this.options.stories.get(userId),
      this.options.memory.forPrompt(userId, this.options.contextTokens),
    ]);
    const recent = rows.filter((row) => row.kind !== 'interrupted');
    const [asked, ...earlier] = recent;
    if (!asked || asked.role !== 'user') throw notFound();
    // The person's message again first: the client already has it, and keeps it once.
    yield { type: 'user-message', message: toMessage(asked) };
    const state = crisisStateOf(recent, new Date());
    // As before, the batch as filtered tells whether older messages are read on.
    const readOn = recent.length === HISTORY_BATCH;
    const mode: ReplyMode = state.active
      ? readSafetyAnswer(asked.content, state.awaitingAnswer) === 'safe'
        ? 'safe'
        : 'crisis'
      : 'ordinary';
    yield* this.reply({ userId, story, content: asked.content, earlier, memory, gender, signal, save: null, readOn, mode });
  }

  /**
   * Janne's reply to `content`, after `earlier` (newest first), in the crisis state they show;
   * streamed and saved. `save`: saves the person's message, once the provider's call has left —
   * announced as the first event once saved (a failure to save stops the reply and is thrown).
   */
  private async *reply({
    userId,
    story,
    content,
    earlier,
    memory,
    gender,
    signal,
    save,
    readOn,
    mode,
    lead,
    judge = true,
  }: {
    userId: string;
    story: StoryRow | null;
    content: string;
    earlier: HistoryRow[];
    memory: string[];
    gender: Gender | undefined;
    signal: AbortSignal;
    save: (() => Promise<MessageRow>) | null;
    /** True when `earlier` was a full batch: older messages may follow. */
    readOn: boolean;
    /** How Janne answers: decided by send() from the crisis state and the person's answer. */
    mode: ReplyMode;
    /** Janne's first sentence, before the provider's words (the thanks after « non » to the direct question). */
    lead?: string;
    /** Ask the provider's risk judgement alongside (false when the message was already judged and asked about). */
    judge?: boolean;
  }): AsyncGenerator<ChatStreamEvent> {
    const context = { ...this.contextOf(story, gender), memory };
    const { turns: history, overflowSeq } = await this.historyWithinBudget(userId, content, earlier, context, readOn);
    const replyAbort = new AbortController();
    const stopReply = () => replyAbort.abort();
    signal.addEventListener('abort', stopReply, { once: true });
    // The reply's request leaves first — its first token is what the person waits for — and the
    // second layer's judgement right after it, alongside; the reply's first words wait for it below.
    const crisisCategories = mode === 'crisis' ? lastCardCategories(earlier) : undefined;
    const earlierReplies = earlier
      .filter((row) => row.role === 'assistant')
      .slice(0, EARLIER_REPLIES)
      .map((row) => row.content)
      .reverse();
    const replies = this.ai.streamChatReply({ ...context, history, mode, crisisCategories, earlierReplies }, replyAbort.signal);
    const stream = replies[Symbol.asyncIterator]();
    const firstDelta = stream.next();
    firstDelta.catch(() => undefined); // read (and its failure handled) in the loop below
    const riskGate = judge && mode === 'ordinary' ? this.judge(content, history.slice(-5, -1), signal) : Promise.resolve(null);
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
            yield* this.crisisTurn(userId, story, risk, gender);
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
        yield* this.crisisTurn(userId, story, risk, gender);
        return;
      }
    }
    // The person left before Janne wrote anything: nothing to keep.
    if (signal.aborted && reply.trim() === (lead ?? '')) return;
    const isFallback = failed || reply.trim() === (lead ?? '');
    // In crisis mode, the SPEC's fallback (« reformuler ») would be the wrong words: the offline crisis reply instead.
    const fallbackText = mode === 'ordinary' ? CHAT_FALLBACK_REPLY : composeCrisisModeReply({ history, mode, gender, crisisCategories });
    // A reply cut off (the page closed or reloaded, or the provider's stream broke) keeps what
    // arrived, marked so the conversation can say so and offer « Réessayer ».
    const interrupted = !isFallback && (broken || signal.aborted);
    const assistantMessage = await this.insert(
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

  /** The crisis card, and nothing else in this turn. */
  private async *crisisTurn(
    userId: string,
    story: StoryRow | null,
    categories: CrisisCategory[],
    gender: Gender | undefined,
  ): AsyncGenerator<ChatStreamEvent> {
    const crisisMessage = await this.insert(userId, story?.id ?? null, 'assistant', crisisReplyText(categories, gender), {
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
  private async *crisisStepTurn(
    userId: string,
    story: StoryRow | null,
    categories: CrisisCategory[],
    gender: Gender | undefined,
  ): AsyncGenerator<ChatStreamEvent> {
    const step = await this.insert(userId, story?.id ?? null, 'assistant', crisisStepText(categories, gender), {
      kind: 'crisis-step',
      crisisCategories: categories,
    });
    yield { type: 'done', message: step, fallback: false };
  }

  /** The direct question, and nothing else in this turn: its categories are kept for the card a yes opens. */
  private async *questionTurn(
    userId: string,
    story: StoryRow | null,
    categories: CrisisCategory[],
    text: string,
  ): AsyncGenerator<ChatStreamEvent> {
    const question = await this.insert(userId, story?.id ?? null, 'assistant', text, {
      kind: 'question',
      crisisCategories: orSuicide(categories),
    });
    yield { type: 'done', message: question, fallback: false };
  }

  /** The provider's risk judgement of `content` with the turns just before it, oldest first (risk-judgement.ts): never rejects. */
  private judge(
    content: string,
    context: readonly { role: string; content: string }[],
    signal: AbortSignal,
  ): Promise<CrisisCategory[] | null> {
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

  /** The newest messages, newest first, before the one being sent: the crisis state and, most often, the whole prompt history. */
  private earlierRows(userId: string): Promise<HistoryRow[]> {
    return this.earlierQuery.execute({ userId });
  }

  /** The newest messages up to `throughSeq` included, newest first (« Réessayer »). */
  private recentRows(userId: string, throughSeq: number): Promise<MessageRow[]> {
    return this.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, userId), lt(messages.seq, throughSeq + 1)))
      .orderBy(desc(messages.seq))
      .limit(HISTORY_BATCH);
  }

  /** What the prompt says of the person: the ex's name, the story cut to its share of the budget (once per reply), the gender. */
  private contextOf(story: StoryRow | null, gender: Gender | undefined): CompanionContext {
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
    const systemTokens = personaTokens() + (storyMessage ? tokensOf(storyMessage) : 0) + (memoryMessage ? tokensOf(memoryMessage) : 0);
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
      batch = await this.db
        .select({ seq: messages.seq, role: messages.role, content: messages.content })
        .from(messages)
        .where(and(eq(messages.userId, userId), lt(messages.seq, oldest.seq)))
        .orderBy(desc(messages.seq))
        .limit(HISTORY_BATCH);
      hasOlder = batch.length === HISTORY_BATCH;
    }
  }

  private async insert(...args: Parameters<ChatService['insertRow']>): Promise<ChatMessage> {
    return toMessage(await this.insertRow(...args));
  }

  /** The stored row, `seq` included: the server orders by it, the API never shows it. */
  private async insertRow(
    userId: string,
    storyId: string | null,
    role: ChatRole,
    content: string,
    marks: { kind: MessageKind | null; crisisCategories?: CrisisCategory[] } = { kind: null },
  ): Promise<MessageRow> {
    const [row] = await this.db
      .insert(messages)
      .values({ userId, storyId, role, content, kind: marks.kind, crisisCategories: marks.crisisCategories ?? null })
      .returning();
    if (!row) throw new Error('message insert returned nothing');
    return row;
  }
}
