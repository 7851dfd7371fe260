import { z } from '#shared/zod';
import { CRISIS_CATEGORIES, type CrisisCategory } from '#shared/crisis';
import { RISK_LEVELS, riskShowsCard } from '#shared/crisis-state';
import type { AiProvider, RiskInput } from '#server/ai/provider';

/**
 * The crisis detector's second layer: when an AI provider is configured, it is asked for its own
 * risk judgement of every chat message, alongside the reply, and the crisis card is shown when
 * either the patterns or the judgement fire. Patterns generalise only as far as their authors'
 * imagination; a language model reads paraphrase and slang it was never shown. Patterns stay
 * first: they answer offline, at once, and whatever the provider does.
 */

/** Lenient on purpose: models add fields, change case, or write French level names. */
const JudgementSchema = z.object({
  risk: z.preprocess(
    (value) => (typeof value === 'string' ? (FRENCH_LEVELS[value.toLowerCase()] ?? value.toLowerCase()) : value),
    z.enum(RISK_LEVELS),
  ),
  categories: z.array(z.string()).optional(),
});

const FRENCH_LEVELS: Record<string, string> = {
  aucun: 'none',
  faible: 'low',
  modéré: 'moderate',
  modere: 'moderate',
  élevé: 'high',
  eleve: 'high',
};

/**
 * The categories to show the card for, or null when the judgement does not call for it or cannot
 * be read. The JSON may come wrapped in prose or a code fence: the first {...} is taken.
 */
export function readJudgement(text: string): CrisisCategory[] | null {
  const json = /\{[\s\S]*\}/.exec(text)?.[0];
  if (!json) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  const judgement = JudgementSchema.safeParse(parsed);
  if (!judgement.success || !riskShowsCard(judgement.data.risk)) return null;
  const categories = CRISIS_CATEGORIES.filter((category) => judgement.data.categories?.includes(category));
  return categories.length > 0 ? categories : ['suicide'];
}

/**
 * Asks the provider and resolves with the categories to show the card for, or null: no judgement
 * (offline companion), nothing to show, an unreadable answer, a failure, or no answer within
 * `timeoutMs`. Never rejects: a failed second layer must not stand between a person and Janne.
 */
export function judgeRisk(
  ai: AiProvider,
  input: RiskInput,
  options: { timeoutMs: number; signal: AbortSignal; onError: (error: unknown) => void },
): Promise<CrisisCategory[] | null> {
  if (!ai.assessRisk) return Promise.resolve(null);
  const controller = new AbortController();
  const abort = () => controller.abort();
  options.signal.addEventListener('abort', abort, { once: true });
  const timer = setTimeout(abort, options.timeoutMs);
  return ai
    .assessRisk(input, controller.signal)
    .then(readJudgement, (error: unknown) => {
      if (!controller.signal.aborted) options.onError(error);
      return null;
    })
    .finally(() => {
      clearTimeout(timer);
      options.signal.removeEventListener('abort', abort);
    });
}
