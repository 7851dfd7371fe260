import type { FixedMatrixType } from '../matrix';
import type { SafetyPlanStepKey } from '../safety-plan';
import type { SourceKey } from './sources';

/**
 * « Mon parcours » (issue 29): 28 days in four weeks, each a short reading and one small exercise
 * done with a tool the app already has. The texts are in days/week-N.ts, their published grounds in
 * sources.ts (shown on « D'où viennent ces exercices »).
 *
 * Texts about the person are written once in the inclusive form, with the words that agree in
 * braces (« tu t'es {senti·e} seul·e » → agreeText in gender.ts), as everywhere in the app.
 */

export const PARCOURS_LENGTH = 28;
export const PARCOURS_WEEK_NUMBERS = [1, 2, 3, 4] as const;
export type ParcoursWeek = (typeof PARCOURS_WEEK_NUMBERS)[number];

export const PARCOURS_WEEKS: Record<ParcoursWeek, { title: string; summary: string }> = {
  1: { title: 'Tenir', summary: 'Dormir, manger, ne pas écrire : traverser les premiers jours sans se faire plus de mal.' },
  2: { title: 'Comprendre', summary: 'Mettre des mots sur ce qui s’est passé, et regarder la relation telle qu’elle était.' },
  3: { title: 'Se retrouver', summary: 'Qui tu es sans cette histoire : tes proches, tes goûts, tes plaisirs oubliés.' },
  4: { title: 'Construire', summary: 'Tes valeurs, de nouvelles habitudes, et quoi faire les jours où ça revient.' },
};

/**
 * What the day asks the person to do, and where it is kept. Every kind but `grounding` and `action`
 * writes into a tool (the journal, the matrix, « Lettres non envoyées », « Mes raisons », the goals,
 * the safety plan), where it is found again afterwards.
 */
export type ParcoursExercise =
  /** A journal entry for today, with this question as its first line. */
  | { kind: 'journal'; prompt: string }
  /** One line in a fixed section of the matrix. */
  | { kind: 'matrix'; section: FixedMatrixType; prompt: string }
  /** An unsent letter (never sent anywhere). */
  | { kind: 'letter'; prompt: string }
  /** A reason in « Mes raisons » (no contact). */
  | { kind: 'reason'; prompt: string }
  /** A goal in « Mes progrès ». */
  | { kind: 'goal'; prompt: string }
  /** A line added to one step of the safety plan. */
  | { kind: 'safety-plan'; step: SafetyPlanStepKey; prompt: string }
  /** The grounding exercise (5-4-3-2-1), done on the page; nothing is written. */
  | { kind: 'grounding'; prompt: string }
  /** Something done outside the app (muting a profile, calling a friend); the person says when it is done. */
  | { kind: 'action'; prompt: string; doneLabel: string };

export type ParcoursExerciseKind = ParcoursExercise['kind'];

/** The kinds whose answer is text written into a tool. */
export const WRITTEN_EXERCISE_KINDS = ['journal', 'matrix', 'letter', 'reason', 'goal', 'safety-plan'] as const;
export type WrittenExerciseKind = (typeof WRITTEN_EXERCISE_KINDS)[number];
export const isWrittenExercise = (exercise: ParcoursExercise): exercise is Extract<ParcoursExercise, { kind: WrittenExerciseKind }> =>
  (WRITTEN_EXERCISE_KINDS as readonly string[]).includes(exercise.kind);

export interface ParcoursDayContent {
  /** 1 to 28. */
  day: number;
  week: ParcoursWeek;
  /** Short, shown on the dashboard: « Aujourd'hui : jour 9 — {title} ». */
  title: string;
  /** One sentence for Janne's prompt: what today is about. */
  theme: string;
  /** The reading, paragraph by paragraph: 2–3 minutes, tutoiement, warm and concrete. */
  reading: readonly string[];
  exercise: ParcoursExercise;
  /** The published findings the day rests on (sources.ts). */
  sources: readonly SourceKey[];
}
