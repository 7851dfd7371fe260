import type { Env } from '../env';
import { OfflineCompanion } from './offline-companion';
import { OpenAiProvider } from './openai-provider';
import type { AiProvider } from './provider';

/** AI_API_KEY set: the OpenAI-compatible provider. Unset: the built-in offline companion. */
export function createAiProvider(env: Env): AiProvider {
  if (!env.AI_API_KEY) return new OfflineCompanion();
  return new OpenAiProvider({
    apiKey: env.AI_API_KEY,
    baseURL: env.AI_BASE_URL,
    model: env.AI_MODEL,
    idleTimeoutMs: env.AI_TIMEOUT_SECONDS * 1000,
  });
}
