import { TZDate } from '@date-fns/tz';
import { addDays } from 'date-fns';
import { z } from 'zod';
import { TimeZoneSchema } from './story';

export const GOAL_MAX_LENGTH = 300;
export const GOAL_MAX_WORDS = 10;

/** SPEC.md §3: a new progress record starts with these three goals, in this order. */
export const DEFAULT_GOALS: readonly { content: string; completed: boolean }[] = [
  { content: "M'inscrire à la salle de sport", completed: false },
  { content: 'Organiser une journée spa avec deux amies', completed: true },
  { content: 'Acheter et lire un livre de développement personnel', completed: false },
];

/** SPEC.md §8: the goal when Janne cannot be asked, and when her answer is empty. */
export const GOAL_FALLBACK = "M'inscrire à un cours de peinture";
export const GOAL_EMPTY = "M'inscrire à un cours de yoga";

export interface Goal {
  id: string;
  content: string;
  completed: boolean;
}

export interface Progress {
  daysNoContact: number;
  /** ISO timestamp: when the no-contact period started. */
  noContactStartDate: string;
  lastUpdated: string;
  /** Newest first (SPEC.md §4: new goals are added at the top). */
  goals: Goal[];
}

const goalContent = z
  .string("L'objectif est vide.")
  .trim()
  .min(1, "L'objectif est vide.")
  .max(GOAL_MAX_LENGTH, `Un objectif doit faire au plus ${GOAL_MAX_LENGTH} caractères.`);

/** POST /api/progress/goals */
export const GoalInputSchema = z.object({ content: goalContent }).strict();
/** PATCH /api/progress/goals/:id */
export const GoalPatchSchema = z.object({ completed: z.boolean('Indique si l’objectif est atteint.') }).strict();
/** PUT /api/progress/no-contact: the day of the last contact, in the person's time zone. */
export const NoContactInputSchema = z
  .object({
    lastContactDate: z.iso.date('La date doit être au format AAAA-MM-JJ.'),
    timeZone: TimeZoneSchema,
  })
  .strict();
export type NoContactInput = z.input<typeof NoContactInputSchema>;

/** GET /api/progress: where the person lives, so a new record's first day ends at their midnight. */
export const ProgressQuerySchema = z.object({ timeZone: TimeZoneSchema.optional() }).strict();

export const IdParamsSchema = z.object({ id: z.uuid('Identifiant inconnu.') }).strict();

const DAY_MS = 24 * 60 * 60 * 1000;

/** SPEC.md §4: days since the start, rounding up whole days (a day and an hour is 2 days). */
export function daysSince(start: Date, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((now.getTime() - start.getTime()) / DAY_MS));
}

/** SPEC.md §4: on load, the stored count is raised when more days have passed. */
export function currentDays(stored: number, start: Date, now: Date = new Date()): number {
  return Math.max(stored, daysSince(start, now));
}

/**
 * SPEC.md §7 (3): a goal of at most 10 words, without a final period or exclamation mark, and
 * without the quotes a model likes to add.
 */
export function cleanGoalSuggestion(raw: string): string {
  const words = raw
    .trim()
    .replace(/^["«“'\s-]+|["»”'\s]+$/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, GOAL_MAX_WORDS);
  const goal = words.join(' ').replace(/[.!…\s]+$/u, '').trim();
  return goal || GOAL_EMPTY;
}

/**
 * When the no-contact period began for a last contact on `lastContactDate` (yyyy-MM-dd) where the
 * person lives: the start of the next day there. Rounding up from that instant counts the calendar
 * days since the last contact: contact ten days ago → 10 all day today, 11 from midnight.
 */
export function noContactStartFor(lastContactDate: string, timeZone: string): Date {
  const [year, month, day] = lastContactDate.split('-').map(Number) as [number, number, number];
  const lastContactDay = new TZDate(year, month - 1, day, timeZone);
  return new Date(addDays(lastContactDay, 1).getTime());
}
