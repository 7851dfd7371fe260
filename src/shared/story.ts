import { freeText, TimeZoneSchema } from './fields';
import { z } from './zod';

export const EX_NAME_MAX_LENGTH = 80;
export const STORY_MAX_LENGTH = 20_000;

/** POST /api/story. Both fields must hold more than white space (SPEC.md §5). */
export const StoryInputSchema = z
  .object({
    exName: freeText({
      required: 'Le prénom est obligatoire.',
      max: EX_NAME_MAX_LENGTH,
      tooLong: `Le prénom doit faire au plus ${EX_NAME_MAX_LENGTH} caractères.`,
    }),
    content: freeText({
      required: 'Ton histoire est obligatoire.',
      max: STORY_MAX_LENGTH,
      tooLong: `Ton histoire doit faire au plus ${STORY_MAX_LENGTH.toLocaleString('fr-FR')} caractères.`,
    }),
    /** The browser's time zone, so the journal entry lands on the person's own day. */
    timeZone: TimeZoneSchema.optional(),
  })
  .strict();
export type StoryInput = z.input<typeof StoryInputSchema>;

/** PUT /api/story (issue 16): the ex's first name and the story, corrected; Janne uses them from her next reply. */
export const StoryUpdateSchema = StoryInputSchema.pick({ exName: true, content: true }).strict();
export type StoryUpdate = z.input<typeof StoryUpdateSchema>;

export interface Story {
  id: string;
  exName: string;
  content: string;
  createdAt: string;
}

/** GET /api/story (404 before the story is told) and POST /api/story. */
export interface StoryResponse {
  story: Story;
}

/**
 * Janne's scripted welcome (SPEC.md §4): she introduces herself, says she read the story about
 * the breakup with the ex, points to the dashboard tools and asks what hurts most right now.
 */
export function welcomeMessage(exName: string): string {
  return [
    'Bonjour, je suis Janne 🌸',
    `J'ai lu ce que tu m'as confié sur ta rupture avec ${exName}. Merci pour ta confiance : mettre des mots sur ce qu'on vit, c'est déjà un premier pas, et il demande du courage.`,
    "Je suis une intelligence artificielle, pas une thérapeute, mais je suis là pour t'écouter, à toute heure et sans te juger.",
    "Quand tu en auras envie, ton Tableau de bord t'attend avec des outils pour avancer à ton rythme : le Journal quotidien pour déposer ce que tu ressens chaque jour, Mes progrès pour suivre tes jours sans contact et tes objectifs, et Ma matrice d'introspection pour mieux te connaître.",
    "Dis-moi, qu'est-ce qui te fait le plus mal en ce moment ?",
  ].join('\n\n');
}
