import { addDays, differenceInCalendarDays, parseISO } from 'date-fns';
import { TimeZoneSchema } from '../fields';
import { isoDay } from '../local-day';
import { z } from '../zod';

/**
 * « Mon bilan de la semaine » (issue 29): every seven days, seven questions about how much the
 * breakup still weighs, each answered from 0 to 4. The themes follow what the published criteria of
 * breakup distress and complicated grief look at — intrusive thoughts of the ex, longing, emptiness,
 * sleep, loss of interest, difficulty accepting the end, and how much it gets in the way of daily
 * life (Field, Diego, Pelaez, Deeds & Delgado 2009, the Breakup Distress Scale, is the reference;
 * Prigerson et al. 2009 for complicated grief). The wording is ours: no item of either scale is
 * copied. It is a mirror for the person, not a diagnosis, and the page says so.
 *
 * Texts about the person are in the inclusive form with the agreeing words in braces (agreeText).
 */

export const BILAN_INTRO = 'Ces sept derniers jours…';
export const BILAN_NOT_A_DIAGNOSIS =
  'Ce bilan t’aide à voir le chemin parcouru. Ce n’est pas un diagnostic et il ne remplace pas l’avis d’un·e professionnel·le.';

export const BILAN_QUESTIONS = [
  { key: 'intrusive', text: 'Des pensées de ton ex sont venues sans que tu les cherches, et elles ont pris de la place.' },
  { key: 'longing', text: 'Ton ex t’a manqué au point d’avoir mal, ou d’espérer son retour.' },
  { key: 'emptiness', text: 'Tu t’es {senti·e} vide ou {seul·e}, comme s’il manquait une partie de toi.' },
  { key: 'sleep', text: 'Ton sommeil a été abîmé par la rupture : du mal à t’endormir, des réveils, des nuits trop courtes.' },
  { key: 'interest', text: 'Ce qui te faisait plaisir d’habitude t’a {laissé·e} {indifférent·e}.' },
  { key: 'acceptance', text: 'Tu as eu du mal à croire, ou à accepter, que c’est fini.' },
  { key: 'dailyLife', text: 'La rupture t’a {empêché·e} de faire ce que tu avais à faire : travail, études, maison, proches.' },
] as const;
export type BilanQuestionKey = (typeof BILAN_QUESTIONS)[number]['key'];
export const BILAN_QUESTION_COUNT = BILAN_QUESTIONS.length;
/** The question about daily life: at its worst, the result points to a professional at once. */
export const DAILY_LIFE_INDEX = BILAN_QUESTIONS.findIndex((question) => question.key === 'dailyLife');

/** 0 to 4, in this order. */
export const BILAN_SCALE = ['Pas du tout', 'Un peu', 'Moyennement', 'Beaucoup', 'Énormément'] as const;
export const BILAN_ANSWER_MAX = BILAN_SCALE.length - 1;
export const BILAN_SCORE_MAX = BILAN_QUESTION_COUNT * BILAN_ANSWER_MAX;

/**
 * A score this high means the breakup weighs « moyennement » or more on average: two weeks in a
 * row of it, and the result suggests seeing someone.
 */
export const BILAN_HIGH_SCORE = 14;
/** A bilan every seven days; the first on the seventh day of the parcours. */
export const BILAN_EVERY_DAYS = 7;

const ANSWERS_MESSAGE = `Réponds aux ${BILAN_QUESTION_COUNT} questions, de 0 à ${BILAN_ANSWER_MAX}.`;

/** POST /api/parcours/bilans */
export const BilanInputSchema = z
  .object({
    answers: z
      .array(z.number(ANSWERS_MESSAGE).int(ANSWERS_MESSAGE).min(0, ANSWERS_MESSAGE).max(BILAN_ANSWER_MAX, ANSWERS_MESSAGE), ANSWERS_MESSAGE)
      .length(BILAN_QUESTION_COUNT, ANSWERS_MESSAGE),
    timeZone: TimeZoneSchema,
  })
  .strict();
export type BilanInput = z.input<typeof BilanInputSchema>;

export const bilanScore = (answers: readonly number[]) => answers.reduce((sum, answer) => sum + answer, 0);

/**
 * The bilan's first words (issue 41: week 1 was a bare « 21 sur 28 », and a week better by 7 points
 * led with the hand towards a professional while the improvement sat in small grey text): a kind
 * sentence that says what changed, the better first when it is better. The number follows it.
 */
export function bilanLead(score: number, before: number | null): string {
  if (before === null)
    return 'Merci d’avoir pris ce temps pour toi. Ce premier bilan est ton point de départ : les semaines suivantes montreront le chemin.';
  const delta = score - before;
  const points = Math.abs(delta) === 1 ? 'point' : 'points';
  if (delta < 0)
    return `Cette semaine a été plus légère que la précédente : ${-delta} ${points} de moins. C’est du chemin parcouru, et il est à toi.`;
  if (delta === 0) return 'Cette semaine ressemble à la précédente. Tenir, semaine après semaine, c’est déjà avancer.';
  return `Cette semaine a pesé plus lourd que la précédente (${delta} ${points} de plus). Ça arrive : le chemin n’est pas droit, et ce bilan est là pour le voir, pas pour te juger.`;
}

export interface BilanResult {
  /** The person's day it was answered (yyyy-MM-dd). */
  date: string;
  answers: number[];
  score: number;
  /** The journal's mood average over the seven days up to `date`, 1–10; null without a mood then. */
  moodAverage: number | null;
}

/** Why the result suggests seeing a professional. */
export type HelpReason = 'high-twice' | 'rising' | 'daily-life';

/**
 * When the result page says, kindly and as part of the result, how to see a psychologist: the
 * score high two bilans running, rising three bilans running, or the daily-life question at its
 * worst. `results` oldest first.
 */
export function helpReasons(results: readonly Pick<BilanResult, 'answers' | 'score'>[]): HelpReason[] {
  const reasons: HelpReason[] = [];
  const [a, b, c] = results.slice(-3).reverse();
  if (a && b && a.score >= BILAN_HIGH_SCORE && b.score >= BILAN_HIGH_SCORE) reasons.push('high-twice');
  if (a && b && c && a.score > b.score && b.score > c.score) reasons.push('rising');
  if (a && a.answers[DAILY_LIFE_INDEX] === BILAN_ANSWER_MAX) reasons.push('daily-life');
  return reasons;
}

/**
 * The day the next bilan is due: seven days after the last one, or on the seventh day of the
 * parcours (`startedOn` + 6) for the first. null before the parcours has started.
 */
// no-contact.ts's plusDays, written here: importing it would bring the whole no-contact module (its
// schemas) into the bilan's screen, one more chunk named in the first download of every page.
const plusDays = (day: string, days: number) => isoDay(addDays(parseISO(day), days));

export function nextBilanOn(startedOn: string | null, lastBilanOn: string | null): string | null {
  if (lastBilanOn) return plusDays(lastBilanOn, BILAN_EVERY_DAYS);
  return startedOn ? plusDays(startedOn, BILAN_EVERY_DAYS - 1) : null;
}

export const isBilanDue = (nextOn: string | null, today: string) =>
  nextOn !== null && differenceInCalendarDays(parseISO(today), parseISO(nextOn)) >= 0;

/** GET and POST /api/parcours/bilans: oldest first. */
export interface BilanState {
  results: BilanResult[];
  nextOn: string | null;
  due: boolean;
  help: HelpReason[];
}
