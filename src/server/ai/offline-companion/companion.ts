/**
 * Janne without an AI provider, as a provider (AiProvider, ai/provider.ts): the chat reply
 * (compose.ts) streamed word by word, and the suggestions — a journal question, a goal, matrix
 * items — chosen from suggestions.ts by the theme the person spoke about last. Everything is
 * deterministic: a choice is a stable hash of the conversation, never Math.random, so the same
 * conversation always gets the same words, which keeps tests, e2e runs and bug reports reproducible.
 */
import type { Gender } from '#shared/auth';
import { agreeText } from '#shared/gender';
import type { AiProvider, ChatReplyInput, MatrixSection, MatrixSuggestionInput, MemoryInput, SuggestionInput } from '../provider';
import { composeChatReply } from './compose';
import { extractFacts } from './memory-extractor';
import { itemAt, stableHash } from './render';
import {
  CUSTOM_SECTION_FALLBACK,
  CUSTOM_SECTION_POOLS,
  GOALS,
  GOALS_BY_THEME,
  JOURNAL_QUESTIONS,
  JOURNAL_QUESTIONS_BY_THEME,
  MATRIX_POOLS,
} from './suggestions';
import { recentTheme } from './theme-of';
import { normalizeForMatching } from './understanding';

function suggestionSeed(input: SuggestionInput, salt: string): number {
  const messages = input.recentMessages.map((turn) => `${turn.role}:${normalizeForMatching(turn.content)}`);
  return stableHash([salt, normalizeForMatching(input.story ?? ''), ...messages].join('|'));
}

/** The pool without what the person already has, unless that leaves nothing to offer. */
function fresh(pool: readonly string[], avoid: readonly string[] | undefined): readonly string[] {
  if (!avoid || avoid.length === 0) return pool;
  const known = new Set(avoid.map(normalizeForMatching));
  const left = pool.filter((item) => !known.has(normalizeForMatching(item)));
  return left.length > 0 ? left : pool;
}

/** A pool's texts with their words about the person agreeing with `gender`. */
function agreedPool(pool: readonly string[], gender: Gender | null | undefined): string[] {
  return pool.map((text) => agreeText(text, gender));
}

/** Two or three items in a row from the pool, starting at a place chosen by the seed. */
function pickItems(pool: readonly string[], seed: number): string[] {
  const count = Math.min(pool.length, 2 + (seed % 2));
  return Array.from({ length: count }, (_, i) => itemAt(pool, (seed >>> 1) + i));
}

function poolForSection(section: MatrixSection): readonly string[] {
  const words = normalizeForMatching(`${section.title} ${section.description}`);
  return CUSTOM_SECTION_POOLS.find((entry) => entry.words.test(words))?.items ?? CUSTOM_SECTION_FALLBACK;
}

/** Resolves after `ms`, or at once when the signal aborts, so a cancelled stream stops promptly. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Words with the spaces and line breaks that follow them: joined back, they give the text exactly. */
function streamPieces(text: string): string[] {
  const pieces = text.match(/\s*\S+\s*/g) ?? [];
  return pieces.join('') === text ? pieces : [text];
}

export class OfflineCompanion implements AiProvider {
  readonly kind = 'offline';
  private readonly delayMs: number;

  /** `delayMs`: pause between streamed words, so the reply appears as if typed (0 in tests). */
  constructor(options: { delayMs?: number } = {}) {
    this.delayMs = Math.max(0, options.delayMs ?? 15);
  }

  async *streamChatReply(input: ChatReplyInput, signal: AbortSignal): AsyncIterable<string> {
    const pieces = streamPieces(composeChatReply(input));
    for (const [index, piece] of pieces.entries()) {
      if (signal.aborted) return;
      if (index > 0 && this.delayMs > 0) {
        await pause(this.delayMs, signal);
        if (signal.aborted) return;
      }
      yield piece;
    }
  }

  async journalQuestion(input: SuggestionInput, signal: AbortSignal): Promise<string> {
    signal.throwIfAborted();
    const theme = recentTheme(input.recentMessages);
    const themed = theme ? fresh(agreedPool(JOURNAL_QUESTIONS_BY_THEME[theme] ?? [], input.gender), input.avoid) : [];
    // A theme's questions once they have all been asked give way to the general ones.
    const pool = themed.some((question) => !input.avoid?.includes(question))
      ? themed
      : fresh(agreedPool(JOURNAL_QUESTIONS, input.gender), input.avoid);
    return itemAt(pool, suggestionSeed(input, 'journal'));
  }

  async goalSuggestion(input: SuggestionInput, signal: AbortSignal): Promise<string> {
    signal.throwIfAborted();
    const theme = recentTheme(input.recentMessages);
    const themed = theme ? fresh(GOALS_BY_THEME[theme] ?? [], input.avoid) : [];
    const pool = themed.some((goal) => !input.avoid?.includes(goal)) ? themed : fresh(GOALS, input.avoid);
    return itemAt(pool, suggestionSeed(input, 'goal'));
  }

  /** Without a provider, the extractor's patterns (memory-extractor.ts). */
  async summariseMemory(input: MemoryInput, signal: AbortSignal): Promise<string[]> {
    signal.throwIfAborted();
    return extractFacts(input.messages);
  }

  async matrixSuggestions(input: MatrixSuggestionInput, signal: AbortSignal): Promise<string> {
    signal.throwIfAborted();
    const seedFor = (key: string) => suggestionSeed(input, `matrix:${key}`);
    const result: Record<string, string[]> = {
      strengths: pickItems(fresh(MATRIX_POOLS.strengths, input.avoid), seedFor('strengths')),
      improvements: pickItems(fresh(MATRIX_POOLS.improvements, input.avoid), seedFor('improvements')),
      likes: pickItems(fresh(MATRIX_POOLS.likes, input.avoid), seedFor('likes')),
      dislikes: pickItems(fresh(MATRIX_POOLS.dislikes, input.avoid), seedFor('dislikes')),
    };
    for (const section of input.customSections) {
      const pool = agreedPool(poolForSection(section), input.gender);
      result[section.id] = pickItems(fresh(pool, input.avoid), seedFor(`${section.id}:${section.title}`));
    }
    return JSON.stringify(result);
  }
}
