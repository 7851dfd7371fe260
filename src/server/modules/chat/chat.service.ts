/**
 * The chat (SPEC §5, Janne): the conversation's pages, Janne's first message (written once), and,
 * for each message the person sends, which turn answers it — the crisis card, the next step, the
 * direct question (crisis-turns.ts), or Janne's reply (reply-stream.ts) — from the crisis state
 * of the conversation and what the detector reads in the message (decisions 004 and 006).
 */
import type { ChatStreamEvent, MessagePage } from '#shared/chat';
import type { Gender } from '#shared/auth';
import { assessRisk, readQuestionAnswer, readSafetyAnswer } from '#shared/crisis';
import { QUESTION_NO_THANKS, RISK_QUESTION_AGAIN_TEXT, RISK_QUESTION_TEXT } from '#shared/crisis-care';
import { crisisStateOf } from '#shared/crisis-state';
import type { PageQuery } from '#shared/fields';
import { SCRIPTED_OPENING } from '#shared/messages';
import type { AiProvider, ParcoursStep, ReplyMode } from '#server/ai/provider';
import type { Database } from '#server/db/client';
import { safeError } from '#server/log';
import { notFound } from '../errors';
import { ChatStore, HISTORY_BATCH, OPENING_CLAIM_STALE_MS, toMessage } from './chat-store';
import { CrisisTurns, lastCardCategories, orSuicide } from './crisis-turns';
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
      this.store.earlierRows(userId),
      this.options.memory.forPrompt(userId, this.options.contextTokens),
      this.stepFor(userId),
    ]);
    const [aiRefusal, quotaRefusal, story, earlier, memory, parcours] = await asked;
    const refusal = aiRefusal ?? quotaRefusal;
    // The state before this message (crisisStateOf skips a leading message of the person's anyway),
    // and what the detector reads in it, with the person's words of the last day (assess.ts).
    const state = crisisStateOf(earlier, new Date());
    const risk = assessRisk(content, { earlier: state.earlierFromPerson, riskMark: state.riskMark, saidSafe: state.saidSafe });
    // Over the person's hourly allowance, everyone's budget or a quota, the message is refused — unless it
    // may show distress: the resources and the questions are never withheld, only the AI reply is.
    if (refusal && risk.action === 'none' && !state.active && !state.questionOpen) throw refusal;
    const save = () => this.store.insertRow(userId, story?.id ?? null, 'user', content);
    // The turns that answer without the provider save the person's message first, and say so.
    const savedFirst = async function* (): AsyncGenerator<ChatStreamEvent> {
      yield { type: 'user-message', message: toMessage(await save()) };
    };
    const turn = { userId, story, content, earlier, memory, parcours, gender, signal, save, readOn: earlier.length === HISTORY_BATCH };

    // In crisis mode only a clear « je suis en sécurité » ends it (answers.ts). Anything not safe —
    // « non, pas vraiment », a plan, a means, a goodbye, or new words of risk — gets the next step
    // once after the card, then Janne's crisis replies; an unclear answer gets a crisis reply that
    // asks again.
    if (state.active) {
      const answer = readSafetyAnswer(content, state.awaitingAnswer);
      if ((risk.action === 'card' || answer === 'not_safe') && !state.stepGiven) {
        yield* savedFirst();
        yield* this.crisis.step(userId, story, risk.action === 'card' ? risk.categories : lastCardCategories(earlier), gender);
        return;
      }
      yield* this.replies.reply({ ...turn, mode: risk.action !== 'card' && answer === 'safe' ? 'safe' : 'crisis' });
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
        yield* this.crisis.card(userId, story, risk.action === 'card' ? risk.categories : orSuicide(selfDirected), gender);
        return;
      }
      if (answer === 'no' || state.questionsInARow >= 2) {
        // Janne answers what the person wrote before the question, as if it had not interrupted.
        const [, asked, ...before] = earlier;
        const askedAbout = answer === 'no' && asked?.role === 'user' ? { content: asked.content, earlier: before } : null;
        yield* this.replies.reply({
          ...turn,
          ...(askedAbout ?? {}),
          mode: 'ordinary',
          lead: answer === 'no' ? QUESTION_NO_THANKS : undefined,
          judge: !askedAbout,
        });
        return;
      }
      yield* savedFirst();
      yield* this.crisis.question(userId, story, state.questionCategories, RISK_QUESTION_AGAIN_TEXT);
      return;
    }

    if (risk.action === 'card') {
      yield* savedFirst();
      yield* this.crisis.card(userId, story, risk.categories, gender);
      return;
    }
    if (risk.action === 'ask') {
      yield* savedFirst();
      // With a provider, its judgement may already be sure: then the card, not the question.
      const judged = await this.crisis.judge(content, earlier.slice(0, 4).reverse(), signal);
      if (judged) yield* this.crisis.card(userId, story, judged, gender);
      else yield* this.crisis.question(userId, story, risk.categories, RISK_QUESTION_TEXT);
      return;
    }
    yield* this.replies.reply({ ...turn, mode: 'ordinary' });
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
    const state = crisisStateOf(recent, new Date());
    // As before, the batch as filtered tells whether older messages are read on.
    const readOn = recent.length === HISTORY_BATCH;
    const mode: ReplyMode = state.active
      ? readSafetyAnswer(asked.content, state.awaitingAnswer) === 'safe'
        ? 'safe'
        : 'crisis'
      : 'ordinary';
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
      readOn,
      mode,
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
