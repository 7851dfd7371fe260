/**
 * The chat (SPEC §5, Janne): the conversation's pages, Janne's first message (written once), and,
 * for each message the person sends, the turn the crisis policy chose (#shared/crisis, policy.ts;
 * decisions 004 and 006) carried out — the crisis card, the next step, the direct question, the
 * check (crisis-turns.ts), or Janne's reply (reply-stream.ts).
 */
import type { ChatStreamEvent, MessagePage } from '#shared/chat';
import type { Gender } from '#shared/auth';
import { type CrisisCategory, decideCrisisTurn, readMessage, threadOf } from '#shared/crisis';
import { QUESTION_NO_THANKS, RISK_QUESTION_AGAIN_TEXT, RISK_QUESTION_TEXT } from '#shared/crisis-care';
import type { PageQuery } from '#shared/fields';
import { SCRIPTED_OPENING } from '#shared/messages';
import type { AiProvider, ParcoursStep } from '#server/ai/provider';
import type { Database } from '#server/db/client';
import { safeError } from '#server/log';
import { notFound } from '../errors';
import { ChatStore, HISTORY_BATCH, OPENING_CLAIM_STALE_MS, toMessage } from './chat-store';
import { CrisisTurns } from './crisis-turns';
import { ReplyStream } from './reply-stream';
import type { ChatServiceOptions } from './chat-options';

const OPENING_POLL_MS = 250;

export type { ChatMemory, ChatServiceOptions } from './chat-options';

export class ChatService {
  private readonly store: ChatStore;
  private readonly crisis: CrisisTurns;
  private readonly replies: ReplyStream;

  constructor(
    db: Database,
    private readonly ai: AiProvider,
    private readonly options: ChatServiceOptions,
  ) {
    this.store = new ChatStore(db);
    this.crisis = new CrisisTurns(db, this.store, ai, options);
    this.replies = new ReplyStream(this.store, ai, this.crisis, options);
  }

  /**
   * A page of the conversation, newest page first; the index on (user_id, seq) keeps it flat. The
   * cursor is a message id, looked up among the person's own messages only: another person's id
   * (or an unknown one) matches nothing, so the page is empty.
   */
  async listPage(userId: string, query: PageQuery): Promise<MessagePage> {
    const { rows, page, nextCursor } = await this.store.page(userId, query);
    return {
      messages: page.reverse().map(toMessage),
      nextCursor,
      aiMode: this.ai.kind === 'offline' ? 'offline' : 'online',
      // Only the newest page can tell; older pages (`before`) are history.
      crisisMode: query.before === undefined && threadOf(rows, this.options.clock.now(userId)).inCrisis,
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
      if (await this.store.claimOpening(userId)) {
        await this.writeOpening(userId, signal, gender);
        return this.listPage(userId, { limit });
      }
      await new Promise((resolve) => setTimeout(resolve, OPENING_POLL_MS));
      const current = await this.listPage(userId, { limit });
      if (current.messages.length > 0 || Date.now() > deadline) return current;
    }
    return this.listPage(userId, { limit });
  }

  private async writeOpening(userId: string, signal: AbortSignal, gender: Gender | undefined): Promise<void> {
    const story = await this.options.stories.get(userId);
    let text = '';
    try {
      for await (const delta of this.ai.streamChatReply({ ...this.replies.contextOf(story, gender), history: [] }, signal)) text += delta;
    } catch (error) {
      this.options.logger.warn({ error: safeError(error) }, 'ai opening failed');
    }
    await this.store.insert(userId, story?.id ?? null, 'assistant', text.trim() ? text : SCRIPTED_OPENING);
  }

  /**
   * Sends the person's message and streams Janne's reply. The person's message is saved as the
   * provider's call leaves (the first event says it is saved), Janne's when the reply is complete.
   * If the provider fails before its first word, Janne says SPEC's fallback sentence; if the
   * stream breaks midway, what arrived is kept. The caller must read to the end even when its
   * client has gone (the signal is then aborted): that is how a partial reply still gets saved.
   *
   * Which turn answers the message — the crisis card, the next step, the direct question, the
   * check, a crisis-mode reply, Janne's ordinary reply — is the crisis policy's decision
   * (#shared/crisis, policy.ts), from where the conversation stands and what the message says;
   * this method carries it out. The provider's risk judgement runs alongside an ordinary reply: its
   * first words wait for it (at most AI_RISK_TIMEOUT_MS from the start), so a cheerful answer never
   * follows a cry for help.
   *
   * `gender`, from the person's profile, makes Janne's words about them agree (« seule », « seul »).
   */
  async *send(userId: string, content: string, signal: AbortSignal, gender?: Gender): AsyncGenerator<ChatStreamEvent> {
    // What the reply needs is asked for at once, and the patterns read the message meanwhile: the
    // time before the provider's call is what the person waits for on top of the provider.
    const asked = Promise.all([
      this.options.limits.chatRefusal(userId),
      this.options.quotas.refusal(userId, 'chat', Buffer.byteLength(content)),
      this.options.stories.get(userId),
      this.store.earlierRows(userId),
      this.options.memory.forPrompt(userId, this.options.contextTokens),
      this.stepFor(userId),
    ]);
    const [aiRefusal, quotaRefusal, story, earlier, memory, parcours] = await asked;
    const thread = threadOf(earlier, this.options.clock.now(userId));
    const reading = readMessage(content, thread);
    let crisisTurn = decideCrisisTurn(thread, reading);
    // Over the person's hourly allowance, everyone's budget or a quota, the message is refused — unless it
    // may show distress or answers a question about it: the resources and the questions are never
    // withheld, only the AI reply is.
    const refusal = aiRefusal ?? quotaRefusal;
    if (refusal && crisisTurn.kind === 'ordinary' && !thread.inCrisis && thread.asked === 'nothing') throw refusal;
    const save = () => this.store.insertRow(userId, story?.id ?? null, 'user', content);
    const turn = { userId, story, content, earlier, memory, parcours, gender, signal, save, readOn: earlier.length === HISTORY_BATCH };

    // The turns that answer without the provider save the person's message first, and say so.
    let saved = false;
    const savedFirst = async function* (): AsyncGenerator<ChatStreamEvent> {
      if (saved) return;
      saved = true;
      yield { type: 'user-message', message: toMessage(await save()) };
    };
    if (crisisTurn.kind === 'judge-first') {
      // The detector is unsure: with a provider, its judgement may already be sure (the card);
      // without one, or when it sees nothing, the direct question.
      yield* savedFirst();
      crisisTurn = decideCrisisTurn(thread, reading, await this.crisis.judge(content, earlier.slice(0, 4).reverse(), signal));
    }

    switch (crisisTurn.kind) {
      case 'card':
        yield* savedFirst();
        yield* this.crisis.card(userId, story, crisisTurn.categories, gender);
        return;
      case 'step':
        yield* savedFirst();
        yield* this.crisis.step(userId, story, crisisTurn.categories, gender);
        return;
      case 'question':
        yield* savedFirst();
        yield* this.crisis.question(userId, story, crisisTurn.categories, crisisTurn.again ? RISK_QUESTION_AGAIN_TEXT : RISK_QUESTION_TEXT);
        return;
      case 'check':
        yield* savedFirst();
        yield* this.crisis.check(userId, story, content, crisisTurn.categories, gender);
        return;
      case 'crisis-reply':
        yield* this.replies.reply({ ...turn, mode: 'crisis', crisisCategories: crisisTurn.categories, notSafe: crisisTurn.notSafe });
        return;
      case 'safe':
        yield* this.replies.reply({ ...turn, mode: 'safe' });
        return;
      case 'declined': {
        // Thanked, then Janne answers what the person wrote before the question, as if it had not
        // interrupted — offline, she stays and asks what weighs so much (never a goodbye).
        const [, askedAbout, ...before] = earlier;
        const about = askedAbout?.role === 'user' ? { content: askedAbout.content, earlier: before } : {};
        yield* this.replies.reply({ ...turn, ...about, mode: 'ordinary', lead: QUESTION_NO_THANKS, followUp: 'declined' });
        return;
      }
      case 'judge-first':
      case 'ordinary': {
        const gate = (judged: CrisisCategory[] | null) => decideCrisisTurn(thread, reading, judged);
        yield* this.replies.reply({ ...turn, mode: 'ordinary', gate: crisisTurn.kind === 'ordinary' && crisisTurn.gate ? gate : null });
        return;
      }
    }
  }

  /**
   * « Réessayer » under an interrupted reply: a new reply to the same message. The interrupted
   * one stays in the conversation, marked as such, but the prompt does not carry it. Only the
   * newest message can be retried, and only if it is an interrupted reply: anything else is 404.
   */
  async *retry(userId: string, messageId: string, signal: AbortSignal, gender?: Gender): AsyncGenerator<ChatStreamEvent> {
    const newest = await this.store.newest(userId);
    if (!newest || newest.id !== messageId || newest.kind !== 'interrupted') throw notFound();
    const refusal = await this.options.limits.chatRefusal(userId);
    if (refusal) throw refusal;

    const [rows, story, memory, parcours] = await Promise.all([
      this.store.recentRows(userId, newest.seq),
      this.options.stories.get(userId),
      this.options.memory.forPrompt(userId, this.options.contextTokens),
      this.stepFor(userId),
    ]);
    const recent = rows.filter((row) => row.kind !== 'interrupted');
    const [asked, ...earlier] = recent;
    if (!asked || asked.role !== 'user') throw notFound();
    // The person's message again first: the client already has it, and keeps it once.
    yield { type: 'user-message', message: toMessage(asked) };
    // Only a reply is ever interrupted: the policy says which mode it was in (the provider's
    // judgement was already asked the first time).
    const thread = threadOf(recent, this.options.clock.now(userId));
    const crisisTurn = decideCrisisTurn(thread, readMessage(asked.content, thread), null);
    yield* this.replies.reply({
      userId,
      story,
      content: asked.content,
      earlier,
      memory,
      parcours,
      gender,
      signal,
      save: null,
      // As before, the batch as filtered tells whether older messages are read on.
      readOn: recent.length === HISTORY_BATCH,
      mode: crisisTurn.kind === 'safe' ? 'safe' : thread.inCrisis ? 'crisis' : 'ordinary',
      ...(crisisTurn.kind === 'crisis-reply' ? { crisisCategories: crisisTurn.categories, notSafe: crisisTurn.notSafe } : {}),
    });
  }

  /**
   * Today's step of « Mon parcours », asked alongside the rest (the reply decides whether it is
   * used: never in crisis mode). A failure only costs the step: Janne answers without it.
   */
  private async stepFor(userId: string): Promise<ParcoursStep | null> {
    if (!this.options.parcours) return null;
    try {
      return await this.options.parcours.stepFor(userId);
    } catch (error) {
      this.options.logger.warn({ error: safeError(error) }, 'parcours step lookup failed');
      return null;
    }
  }
}
