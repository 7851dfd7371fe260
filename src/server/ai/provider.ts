/**
 * The one interface between the app and whatever writes Janne's words: an OpenAI-compatible
 * provider (openai-provider.ts) or the built-in offline companion (offline-companion/, through its index.ts).
 *
 * Providers return raw text. The rules of SPEC.md §7–§8 — a '?' appended to the journal question,
 * trailing punctuation stripped from a goal, the matrix JSON validated, the French fallbacks on
 * failure — are applied by the services, the same way for both providers.
 */
import type { Gender } from '#shared/auth';
import type { CrisisCategory } from '#shared/crisis';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What Janne knows of the person: their story and the ex's first name, when they told it. */
export interface CompanionContext {
  exName: string | null;
  story: string | null;
  /**
   * Given at signup: Janne's words about the person agree with it (« seule », « seul »). Absent or
   * 'other': the inclusive form (« seul·e »).
   */
  gender?: Gender | null;
  /**
   * What Janne remembers of the person (« Ce que Janne retient de toi », issue 14): short facts in
   * French, the person's own or summarised from older conversation. Empty when memory is off.
   */
  memory?: readonly string[];
  /**
   * Where the person is in « Mon parcours » (issue 29): today's step, or null when there is nothing
   * to say (paused, or all 28 days done). Never given in crisis mode: the chat service
   * drops it there, and both companions ignore it in that mode.
   */
  parcours?: ParcoursStep | null;
}

/**
 * Today's step of « Mon parcours », as Janne knows it. `done`: today's exercise is done — then
 * `day`, `title` and `theme` are the day done today; otherwise, the day to do now.
 */
export interface ParcoursStep {
  day: number;
  title: string;
  /** One sentence: what the day is about (ParcoursDayContent.theme). */
  theme: string;
  done: boolean;
}

/**
 * How Janne must answer this turn. 'crisis': the person showed risk in the last day and has not
 * said they are safe — acknowledge, keep the numbers near, never discuss means, never the ex
 * (Programme Papageno). 'safe': the person just said they are safe — acknowledge it warmly.
 */
export type ReplyMode = 'ordinary' | 'crisis' | 'safe';

export interface ChatReplyInput extends CompanionContext {
  /** The conversation, oldest first, already cut to the prompt budget; ends with the person's message (empty for the opening). */
  history: ChatTurn[];
  /** Default 'ordinary'. */
  mode?: ReplyMode;
  /** In crisis mode, what the last card was about: the offline companion points a victim of violence to 17, 114 and 3919. */
  crisisCategories?: readonly CrisisCategory[];
  /**
   * Janne's last replies in the stored conversation, up to 50, oldest first — more than the prompt
   * budget may keep in `history`. The offline companion reads them so that its sentences do not
   * come back within weeks (issue 26); a provider does not need them.
   */
  earlierReplies?: readonly string[];
  /** In crisis mode: the person said again they are not safe (crisis/policy.ts), so the urgency comes first. */
  notSafe?: boolean;
  /**
   * 'declined': the person has just said « non » to the direct question; the reply follows Janne's
   * thanks, stays and asks what weighs so much (never a goodbye). The offline companion writes it
   * itself; a provider answers the message the question interrupted.
   */
  followUp?: 'declined';
}

/** What the second layer of the crisis detector is asked about: the message, with the turns just before it. */
export interface RiskInput {
  message: string;
  /** A few turns before the message, oldest first, for context. */
  context: ChatTurn[];
}

export interface SuggestionInput extends CompanionContext {
  /** The last five messages of the conversation, oldest first (SPEC.md §9). */
  recentMessages: ChatTurn[];
  /**
   * What the person already has (the question on screen, their goals, their matrix items): Janne
   * proposes something else, so asking twice does not give the same suggestion twice.
   */
  avoid?: string[];
}

export interface MatrixSection {
  id: string;
  title: string;
  description: string;
}

export interface MatrixSuggestionInput extends SuggestionInput {
  /** The person's own sections; the reply has one key per section id. */
  customSections: MatrixSection[];
}

export interface AiProvider {
  readonly kind: 'openai-compatible' | 'offline';
  /**
   * Janne's chat reply as text deltas, in order. Throws if nothing can be produced; may stop early
   * (the stream broke) after some deltas, and the caller keeps what arrived.
   */
  streamChatReply(input: ChatReplyInput, signal: AbortSignal): AsyncIterable<string>;
  /** An open, emotional question for today's journal entry (SPEC.md §7 (2)). */
  journalQuestion(input: SuggestionInput, signal: AbortSignal): Promise<string>;
  /** One concrete personal goal of at most 10 words (SPEC.md §7 (3)). */
  goalSuggestion(input: SuggestionInput, signal: AbortSignal): Promise<string>;
  /**
   * A JSON object text with keys strengths, improvements, likes, dislikes and one per custom
   * section id, each a list of short items (SPEC.md §7 (4)).
   */
  matrixSuggestions(input: MatrixSuggestionInput, signal: AbortSignal): Promise<string>;
  /**
   * The provider's own judgement of suicide, self-harm or violence risk in a message, as the text
   * of a JSON object (parsed by the safety module). Absent on the offline companion, whose only
   * detector is the patterns.
   */
  assessRisk?(input: RiskInput, signal: AbortSignal): Promise<string>;
  /**
   * Short French facts worth remembering (people, dates, what helps, what hurts, goals) from the
   * person's older messages, oldest first (« Ce que Janne retient de toi », issue 14).
   */
  summariseMemory(input: MemoryInput, signal: AbortSignal): Promise<string[]>;
}

export interface MemoryInput {
  /** The person's own messages that no longer fit the prompt, oldest first. */
  messages: string[];
  /** What is already remembered, so it is not said twice. */
  known: string[];
}
