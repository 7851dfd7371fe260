import { countTokens } from 'gpt-tokenizer/encoding/cl100k_base';
import { LRUCache } from 'lru-cache';

/**
 * SPEC.md says "the whole chat history", which grows without end in cost and eventually fails.
 * The prompt is bounded instead: the system messages, then the newest turns that fit the budget.
 */

/** Each chat message costs a few tokens of framing (role, separators) beyond its text. */
export const MESSAGE_OVERHEAD_TOKENS = 4;
/** The story may use at most this share of the budget; the rest is for the conversation. */
const STORY_SHARE = 0.5;

/** Tokens in a text with GPT-4's tokenizer (cl100k); other models' tokenizers are close enough. */
export function tokensOf(text: string): number {
  return countedTokens(text) + MESSAGE_OVERHEAD_TOKENS;
}

/**
 * The counts of the texts counted lately. Every reply measures the conversation's newest messages
 * against the budget, and they are the same texts as at the previous reply (the same story, the
 * same facts): counted once, they cost a lookup instead of the tokenizer (issue 17: 200 messages,
 * half a millisecond before each reply's call). Bounded in count and in size, like the values
 * encryption.ts keeps opened: it holds what the server already holds in clear while it answers.
 */
const counted = new LRUCache<string, number>({
  max: 5000,
  maxSize: 2_000_000,
  // Longer texts are counted each time (a size of 0 is not allowed: an empty text counts as 1).
  maxEntrySize: 20_000,
  sizeCalculation: (_count, text) => text.length || 1,
});

function countedTokens(text: string): number {
  let count = counted.get(text);
  if (count === undefined) {
    count = countTokens(text);
    counted.set(text, count);
  }
  return count;
}

/** The story, cut (at a paragraph or sentence end when possible) to its share of the budget. */
export function storyWithinBudget(story: string, budgetTokens: number): string {
  const limit = Math.floor(budgetTokens * STORY_SHARE);
  if (tokensOf(story) <= limit) return story;
  // Tokens are ~4 characters of French on average; shrink until it fits.
  let cut = Math.floor(story.length * (limit / tokensOf(story)));
  let text = story.slice(0, cut);
  while (cut > 0 && tokensOf(`${text}…`) > limit) {
    cut = Math.floor(cut * 0.9);
    text = story.slice(0, cut);
  }
  const lastBreak = Math.max(text.lastIndexOf('\n'), text.lastIndexOf('. '));
  if (lastBreak > cut * 0.7) text = text.slice(0, lastBreak + 1);
  return `${text.trimEnd()} […]`;
}

/**
 * Collects conversation turns from the newest backwards until the budget is spent, so a caller can
 * read the history page by page and stop as soon as the prompt is full. The newest turn is always
 * kept, even alone over budget: it is what the person just said.
 */
export class HistoryBudget<T extends { content: string }> {
  private readonly kept: T[] = [];
  private used = 0;
  private isFull = false;

  constructor(private readonly budgetTokens: number) {}

  /** Offers the next older turn; false once the budget is spent (this turn and older are left out). */
  offer(turn: T): boolean {
    if (this.isFull) return false;
    const cost = tokensOf(turn.content);
    if (this.kept.length > 0 && this.used + cost > this.budgetTokens) {
      this.isFull = true;
      return false;
    }
    this.kept.push(turn);
    this.used += cost;
    return true;
  }

  get full(): boolean {
    return this.isFull;
  }

  get tokens(): number {
    return this.used;
  }

  /** The kept turns, oldest first. */
  turns(): T[] {
    return [...this.kept].reverse();
  }
}
