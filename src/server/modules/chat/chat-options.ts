/**
 * What the chat service is given (app.ts builds it), in a file of its own so that the service and
 * the parts it hands them to (reply-stream.ts) both read it without importing each other.
 */
import type { PersonClock } from '#server/clock';
import type { Logger } from '#server/log';
import type { AiLimits } from '../safety/ai-limits';
import type { WriteQuotas } from '../safety/write-quotas';
import type { ParcoursLookup, StoryLookup } from '../companion/companion-context';

export interface ChatServiceOptions {
  contextTokens: number;
  /** The app's clock: the crisis window (a day) runs on it, the test clock included. */
  clock: PersonClock;
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
  /**
   * Today's step of « Mon parcours » (the parcours service, issue 29), for Janne to point to when
   * the person asks what to do. Optional: without it, Janne knows of no step. Never used in crisis mode.
   */
  parcours?: ParcoursLookup;
}

export interface ChatMemory {
  forPrompt(userId: string, contextTokens: number): Promise<string[]>;
  summarise(userId: string, throughSeq: number): Promise<void>;
}
