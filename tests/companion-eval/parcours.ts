/**
 * The « Mon parcours » evaluation (issue 29, « Janne knows the step »): single messages, each
 * labelled by whether the person asks what to do (then the offline companion should point to
 * today's step) or not — sad, crisis-adjacent, ordinary news, questions about the ex — where it
 * must not. Two halves, as for the conversations: parcours-tuning.jsonl may be tuned on,
 * parcours-held-out.jsonl never (its misses are never printed). README.md here says how they were written.
 *
 * Pure functions of the texts, like checks.ts: scripts/companion-eval.ts runs them.
 */
import { z } from '#shared/zod';
import type { ParcoursStep } from '../../src/server/ai/provider';
import { normalize } from './checks';

export const PARCOURS_CASE_KINDS = ['asks', 'sad', 'crisis-adjacent', 'news', 'ex'] as const;

const caseSchema = z
  .object({
    id: z.string().regex(/^p[th]\d{2}$/),
    message: z.string().trim().min(1),
    /** The person asks what to do: the reply should point to today's step. */
    asks: z.boolean(),
    kind: z.enum(PARCOURS_CASE_KINDS),
  })
  .strict()
  .refine((entry) => entry.asks === (entry.kind === 'asks'), { message: 'asks is true exactly for the kind « asks »' });
export type ParcoursCase = z.infer<typeof caseSchema>;

export function parseParcoursCase(line: string, where: string): ParcoursCase {
  const parsed = caseSchema.safeParse(JSON.parse(line));
  if (!parsed.success) throw new Error(`${where}: ${parsed.error.message}`);
  return parsed.data;
}

/** The step every case is played with: made up here, the days' texts being written apart. */
export const EVAL_STEP: ParcoursStep = {
  day: 9,
  title: 'Un plaisir oublié',
  theme: 'Retrouver une petite chose qui te faisait du bien avant cette histoire, et lui faire une place cette semaine.',
  done: false,
};

/** The reply names the parcours or today's step: what « pointing to the step » means here. */
export function mentionsStep(reply: string, step: Pick<ParcoursStep, 'title'> = EVAL_STEP): boolean {
  const text = normalize(reply);
  return text.includes('mon parcours') || text.includes(normalize(step.title));
}

export interface ParcoursFigures {
  truePositives: number;
  falseNegatives: number;
  falsePositives: number;
  trueNegatives: number;
  /** The ids of the cases missed, for the tuning half only. */
  missed: string[];
}

export function parcoursFigures(cases: readonly ParcoursCase[], replies: readonly string[]): ParcoursFigures {
  const figures: ParcoursFigures = { truePositives: 0, falseNegatives: 0, falsePositives: 0, trueNegatives: 0, missed: [] };
  cases.forEach((entry, index) => {
    const pointed = mentionsStep(replies[index] ?? '');
    if (entry.asks && pointed) figures.truePositives += 1;
    else if (entry.asks) figures.falseNegatives += 1;
    else if (pointed) figures.falsePositives += 1;
    else figures.trueNegatives += 1;
    if (pointed !== entry.asks) figures.missed.push(entry.id);
  });
  return figures;
}
