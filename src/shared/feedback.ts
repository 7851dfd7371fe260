import { freeText } from './fields';
import { z } from './zod';

export const FEEDBACK_MAX_LENGTH = 5000;
/** SPEC.md §4 Feedback form. */
export const FEEDBACK_THANKS = "Merci pour votre retour ! Nous l'avons bien reçu.";

/** POST /api/feedback. `source` is 'popup' for the popup, absent for the account form (SPEC.md §3). */
export const FeedbackInputSchema = z
  .object({
    content: freeText({
      required: 'Ton avis est vide.',
      max: FEEDBACK_MAX_LENGTH,
      tooLong: `Ton avis doit faire au plus ${FEEDBACK_MAX_LENGTH.toLocaleString('fr-FR')} caractères.`,
    }),
    source: z.literal('popup').optional(),
  })
  .strict();

/** POST /api/feedback (201). */
export interface FeedbackResponse {
  ok: true;
}

/** SPEC.md §4 and §9: the popup's delays after the app loads, by how many times it was shown. */
export const FEEDBACK_POPUP_DELAYS_MS = [300_000, 1_000_000] as const;

/** How long after loading the popup appears, or null once it was shown twice. */
export function feedbackPopupDelay(timesShown: number): number | null {
  return FEEDBACK_POPUP_DELAYS_MS[timesShown] ?? null;
}

/** What the two feedback forms check before sending (blank, too long), with the route's own rules. */
export const FeedbackContentSchema = FeedbackInputSchema.pick({ content: true });

/** How long the popup's thank-you stays before the popup closes (SPEC: it closes on send). */
export const FEEDBACK_THANKS_MS = 2500;
