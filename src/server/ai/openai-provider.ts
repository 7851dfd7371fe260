import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import {
  CRISIS_MODE_PROMPT,
  goalPrompt,
  journalQuestionPrompt,
  matrixPrompt,
  PERSONA_PROMPT,
  RISK_PROMPT,
  riskUserMessage,
  SAFE_MODE_PROMPT,
  memoryContextMessage,
  memoryPrompt,
  parcoursContextMessage,
  storyContextMessage,
} from './prompts';
import type { AiProvider, ChatReplyInput, MatrixSuggestionInput, MemoryInput, RiskInput, SuggestionInput } from './provider';

export interface OpenAiProviderOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** Give up when this long passes without a token (before the first one, or between two). */
  idleTimeoutMs: number;
}

/** SPEC.md §7 and §9. */
export const AI_PARAMETERS = {
  chat: { temperature: 0.8, maxTokens: 500 },
  journalQuestion: { temperature: 0.7, maxTokens: 100 },
  goal: { temperature: 0.7, maxTokens: 50 },
  matrix: { temperature: 0.7, maxTokens: 300 },
  /** The crisis detector's second layer: deterministic, and a short answer is a fast answer. */
  risk: { temperature: 0, maxTokens: 60 },
  /** The summary of older messages into facts to remember: factual, and a short list. */
  memory: { temperature: 0, maxTokens: 250 },
} as const;

const MODE_PROMPTS = { crisis: CRISIS_MODE_PROMPT, safe: SAFE_MODE_PROMPT } as const;

export class ProviderTimeoutError extends Error {
  constructor() {
    super('The AI provider sent nothing for too long');
    this.name = 'ProviderTimeoutError';
  }
}

/**
 * Any OpenAI-compatible chat-completions API, through the official SDK: OpenAI, Mistral, a local
 * Ollama, vLLM or llama.cpp server. Only the server calls it; the key never leaves the server.
 */
export class OpenAiProvider implements AiProvider {
  readonly kind = 'openai-compatible' as const;
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAiProviderOptions) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      // SPEC: a 429 or 5xx is tried once more, after the SDK's back-off, then given up.
      maxRetries: 1,
      // Our own idle timer (below) aborts hung streams; this only bounds a silent connection.
      timeout: options.idleTimeoutMs,
    });
  }

  async *streamChatReply(input: ChatReplyInput, signal: AbortSignal): AsyncIterable<string> {
    const messages: ChatCompletionMessageParam[] = [{ role: 'system', content: PERSONA_PROMPT }];
    const storyMessage = storyContextMessage(input);
    if (storyMessage) messages.push({ role: 'system', content: storyMessage });
    const memoryMessage = memoryContextMessage(input.memory);
    if (memoryMessage) messages.push({ role: 'system', content: memoryMessage });
    // Today's step of « Mon parcours »: never beside the crisis or safe prompt, even if a caller gave it.
    const parcoursMessage = input.mode && input.mode !== 'ordinary' ? null : parcoursContextMessage(input.parcours);
    if (parcoursMessage) messages.push({ role: 'system', content: parcoursMessage });
    if (input.mode && input.mode !== 'ordinary') messages.push({ role: 'system', content: MODE_PROMPTS[input.mode] });
    for (const turn of input.history) messages.push({ role: turn.role, content: turn.content });

    const idle = new IdleTimer(this.options.idleTimeoutMs, signal);
    try {
      const stream = await this.client.chat.completions.create(
        {
          model: this.options.model,
          messages,
          temperature: AI_PARAMETERS.chat.temperature,
          max_tokens: AI_PARAMETERS.chat.maxTokens,
          stream: true,
        },
        { signal: idle.signal },
      );
      for await (const chunk of stream) {
        const text = chunk.choices[0]?.delta?.content;
        if (text) {
          idle.reset();
          yield text;
        }
      }
    } catch (error) {
      throw idle.timedOut ? new ProviderTimeoutError() : error;
    } finally {
      idle.stop();
    }
  }

  journalQuestion(input: SuggestionInput, signal: AbortSignal): Promise<string> {
    return this.completeOne(journalQuestionPrompt(input), AI_PARAMETERS.journalQuestion, signal);
  }

  goalSuggestion(input: SuggestionInput, signal: AbortSignal): Promise<string> {
    return this.completeOne(goalPrompt(input), AI_PARAMETERS.goal, signal);
  }

  matrixSuggestions(input: MatrixSuggestionInput, signal: AbortSignal): Promise<string> {
    return this.completeOne(matrixPrompt(input), AI_PARAMETERS.matrix, signal);
  }

  assessRisk(input: RiskInput, signal: AbortSignal): Promise<string> {
    return this.completeOne(riskUserMessage(input), AI_PARAMETERS.risk, signal, RISK_PROMPT);
  }

  /** The provider's list of facts; anything but a JSON list of strings is an error (the caller falls back). */
  async summariseMemory(input: MemoryInput, signal: AbortSignal): Promise<string[]> {
    const text = await this.completeOne(memoryPrompt(input), AI_PARAMETERS.memory, signal);
    const parsed: unknown = JSON.parse(/\[[\s\S]*\]/.exec(text)?.[0] ?? 'null');
    if (!Array.isArray(parsed) || !parsed.every((fact) => typeof fact === 'string')) throw new Error('memory summary: not a list of facts');
    return parsed.map((fact) => fact.trim()).filter((fact) => fact !== '');
  }

  /** One user message (after an optional system message), one non-streamed answer: the first choice's content. */
  private async completeOne(
    prompt: string,
    parameters: { temperature: number; maxTokens: number },
    signal: AbortSignal,
    system?: string,
  ): Promise<string> {
    const idle = new IdleTimer(this.options.idleTimeoutMs, signal);
    const messages: ChatCompletionMessageParam[] = system ? [{ role: 'system', content: system }] : [];
    messages.push({ role: 'user', content: prompt });
    try {
      const completion = await this.client.chat.completions.create(
        {
          model: this.options.model,
          messages,
          temperature: parameters.temperature,
          max_tokens: parameters.maxTokens,
        },
        { signal: idle.signal },
      );
      return completion.choices[0]?.message?.content ?? '';
    } catch (error) {
      throw idle.timedOut ? new ProviderTimeoutError() : error;
    } finally {
      idle.stop();
    }
  }
}

/** An AbortSignal that fires when the caller aborts or when `ms` pass without reset(). */
class IdleTimer {
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  timedOut = false;

  constructor(
    private readonly ms: number,
    parent: AbortSignal,
  ) {
    if (parent.aborted) this.controller.abort(parent.reason);
    parent.addEventListener('abort', () => this.controller.abort(parent.reason), { once: true });
    this.reset();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  reset(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort(new ProviderTimeoutError());
    }, this.ms);
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}
