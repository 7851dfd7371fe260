import { freeText } from './fields';
import { z } from './zod';

/**
 * « Ce que Janne retient de toi » (issue 14): short facts in French that Janne keeps about the
 * person — people, dates, what helps, what hurts, goals — written by them or summarised from the
 * older part of the conversation. The person reads, corrects, deletes and adds them, and can turn
 * memory off: then nothing is summarised and nothing is sent to Janne.
 */

export const MEMORY_FACT_MAX_LENGTH = 200;
/** Beyond this, the oldest facts taken from the conversation make room; the person's own stay. */
export const MEMORY_FACTS_MAX = 40;
/** The share of the prompt budget the facts may take, so the prompt stays flat as history grows. */
export const MEMORY_BUDGET_SHARE = 0.15;

export const MEMORY_TITLE = 'Ce que Janne retient de toi';

/** POST /api/memory/facts and PATCH /api/memory/facts/:id */
export const MemoryFactInputSchema = z
  .object({
    text: freeText({
      required: 'Ce souvenir est vide.',
      max: MEMORY_FACT_MAX_LENGTH,
      tooLong: `Un souvenir fait au plus ${MEMORY_FACT_MAX_LENGTH} caractères.`,
    }),
  })
  .strict();
export type MemoryFactInput = z.input<typeof MemoryFactInputSchema>;

/** PUT /api/memory/settings */
export const MemorySettingsSchema = z.object({ enabled: z.boolean('Indique si Janne peut se souvenir (oui ou non).') }).strict();

export interface MemoryFact {
  id: string;
  text: string;
  /** 'person': written or corrected by the person; 'summary': taken from the conversation. */
  source: 'person' | 'summary';
  updatedAt: string;
}

/** GET /api/memory */
export interface MemoryResponse {
  enabled: boolean;
  facts: MemoryFact[];
}

/** The add form's one field, named as the app's other one-line add forms name it (useAddForm). */
export const MemoryFactFormSchema = z.object({ content: MemoryFactInputSchema.shape.text });
