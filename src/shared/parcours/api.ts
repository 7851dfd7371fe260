import type { CrisisCategory } from '../crisis';
import { TimeZoneSchema } from '../fields';
import { MoodSchema } from '../journal';
import { z } from '../zod';
import { PARCOURS_LENGTH } from './content';
import type { DayStatus, ParcoursTool } from './schedule';

/** The routes of « Mon parcours » (issue 29) and what they answer. */

export const PARCOURS_ANSWER_MAX_LENGTH = 2000;
// The router's one address is in paths.ts (the first download, without zod).
import { PARCOURS_PATH } from '../paths';

export { PARCOURS_PATH };
export const parcoursDayPath = (day: number) => `${PARCOURS_PATH}/jour/${day}`;
export const BILAN_PATH = `${PARCOURS_PATH}/bilan`;
export const SOURCES_PATH = `${PARCOURS_PATH}/sources`;

export const ParcoursQuerySchema = z.object({ timeZone: TimeZoneSchema.optional() }).strict();

const DAY_MESSAGE = `Le jour doit être un nombre de 1 à ${PARCOURS_LENGTH}.`;
export const ParcoursDayParamsSchema = z
  .object({ day: z.coerce.number(DAY_MESSAGE).int(DAY_MESSAGE).min(1, DAY_MESSAGE).max(PARCOURS_LENGTH, DAY_MESSAGE) })
  .strict();

/**
 * POST /api/parcours/days/:day/exercise. `answer` for the kinds written into a tool (required
 * there, refused for the others); `mood` for a journal exercise, where it is required as in the
 * journal (never preset, issue 27), and refused elsewhere.
 */
export const ExerciseInputSchema = z
  .object({
    answer: z
      .string()
      .trim()
      .min(1, 'Écris quelques mots avant de valider.')
      .max(PARCOURS_ANSWER_MAX_LENGTH, `Ta réponse doit faire au plus ${PARCOURS_ANSWER_MAX_LENGTH.toLocaleString('fr-FR')} caractères.`)
      .optional(),
    mood: MoodSchema.optional(),
    timeZone: TimeZoneSchema,
  })
  .strict();
export type ExerciseInput = z.input<typeof ExerciseInputSchema>;

/** POST /api/parcours/days/:day/skip, POST /api/parcours/restart */
export const ParcoursTimeZoneInputSchema = z.object({ timeZone: TimeZoneSchema }).strict();

/** PUT /api/parcours/pause */
export const PauseInputSchema = z.object({ paused: z.boolean('Indique si le parcours est en pause.'), timeZone: TimeZoneSchema }).strict();

export const DAY_NOT_OPEN_MESSAGE = 'Ce jour n’est pas encore ouvert : il s’ouvrira le matin qui suit le précédent.';
export const DAY_ALREADY_FINISHED_MESSAGE = 'Ce jour est déjà fait. Tu peux le relire quand tu veux.';
export const ANSWER_REQUIRED_MESSAGE = 'Écris quelques mots avant de valider.';
export const ANSWER_NOT_EXPECTED_MESSAGE = 'Cet exercice ne demande pas de texte.';
export const MOOD_NOT_EXPECTED_MESSAGE = 'Cet exercice ne demande pas d’humeur.';

/** What the person wrote for a done day, read from the tool it went into. */
export interface WrittenAnswer {
  tool: ParcoursTool;
  /** The text as it is now in the tool; null when the person has since deleted it there. */
  text: string | null;
}

export interface ParcoursDayState {
  day: number;
  status: DayStatus;
  /** yyyy-MM-dd, for a done or skipped day. */
  finishedOn: string | null;
  written: WrittenAnswer | null;
}

/** GET /api/parcours, and what every change answers. */
export interface ParcoursState {
  /** The person's parcours day (yyyy-MM-dd): it turns at 5 a.m. their time. */
  today: string;
  /** The day to do now or next, with its title; null once the 28 days are behind. */
  current: { day: number; title: string; status: 'open' | 'tomorrow' } | null;
  welcomeBack: boolean;
  paused: boolean;
  finished: boolean;
  /** Day 1 first, 28 of them. */
  days: ParcoursDayState[];
  /** The weekly bilan is due today (or was, and has not been answered). */
  bilanDue: boolean;
}

/** POST /api/parcours/days/:day/exercise: the state, and the journal's safety answer when the exercise wrote there. */
export interface ExerciseResponse {
  state: ParcoursState;
  crisis: CrisisCategory[] | null;
  riskQuestion: CrisisCategory[] | null;
}
