import { addDays } from 'date-fns';
import { calendarDay, freeText, TimeZoneSchema } from './fields';
import { z } from './zod';
import { calendarDaysBetween, inTimeZone, localDateIn } from './time-zone';

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

/** GET /api/progress */
export interface Progress {
  daysNoContact: number;
  /** ISO timestamp: when the no-contact period started. */
  noContactStartDate: string;
  lastUpdated: string;
  /** Newest first (SPEC.md §4: new goals are added at the top). */
  goals: Goal[];
}

/** POST /api/progress/goals, PATCH /api/progress/goals/:id, POST /api/progress/goals/suggestion. */
export interface GoalResponse {
  goal: Goal;
}

/** PUT /api/progress/no-contact. `celebrate`: the new count is one the app celebrates (celebration.ts). */
export interface LastContactResponse {
  progress: Progress;
  celebrate: boolean;
}

const goalContent = freeText({
  required: "L'objectif est vide.",
  max: GOAL_MAX_LENGTH,
  tooLong: `Un objectif doit faire au plus ${GOAL_MAX_LENGTH} caractères.`,
});

/** SPEC.md §4: the last contact is a day that has happened. */
export const FUTURE_DATE_MESSAGE = 'La date du dernier contact ne peut pas être dans le futur.';

/** POST /api/progress/goals */
export const GoalInputSchema = z.object({ content: goalContent }).strict();
/** PATCH /api/progress/goals/:id */
export const GoalPatchSchema = z.object({ completed: z.boolean('Indique si l’objectif est atteint.') }).strict();
/** PUT /api/progress/no-contact: the day of the last contact, in the person's time zone. */
export const NoContactInputSchema = z
  .object({
    // The schema keeps out year 0000 and the far future; the service checks « not after today » where the person lives.
    lastContactDate: calendarDay({ until: 'today', tooLate: FUTURE_DATE_MESSAGE }),
    timeZone: TimeZoneSchema,
  })
  .strict();
export type NoContactInput = z.input<typeof NoContactInputSchema>;

/** GET /api/progress: where the person lives, so a new record's first day ends at their midnight. */
export const ProgressQuerySchema = z.object({ timeZone: TimeZoneSchema.optional() }).strict();

/**
 * SPEC.md §4: the days without contact for a last contact on `lastContactDate` (yyyy-MM-dd):
 * the calendar days from that day to today where the person lives, so 0 on the day itself, 1 from
 * the next midnight, whatever the changes of hour in between. The date picker previews with this
 * and the server saves with it.
 */
export function daysSinceLastContact(lastContactDate: string, timeZone: string, now: Date = new Date()): number {
  return Math.max(0, calendarDaysBetween(lastContactDate, now, timeZone));
}

/**
 * The day of the last contact for a period that began at `start`: the day that ends at `start`
 * (a start at midnight, as `noContactStartFor` makes them), or the day `start` falls in (a start
 * recorded at another hour, which SPEC's "now" did).
 */
export function lastContactDayOf(start: Date, timeZone: string): string {
  return localDateIn(timeZone, new Date(start.getTime() - 1));
}

/**
 * SPEC.md §4: days since the start, rounding up whole days — every day begun since the last
 * contact counts — in calendar days where the person lives, never in 24-hour slices.
 */
export function daysSince(start: Date, now: Date, timeZone: string): number {
  return daysSinceLastContact(lastContactDayOf(start, timeZone), timeZone, now);
}

/** SPEC.md §4: on load, the stored count is raised when more days have passed. */
export function currentDays(stored: number, start: Date, now: Date, timeZone: string): number {
  return Math.max(stored, daysSince(start, now, timeZone));
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
  const goal = words
    .join(' ')
    .replace(/[.!…\s]+$/u, '')
    .trim();
  return goal || GOAL_EMPTY;
}

/**
 * When the no-contact period began for a last contact on `lastContactDate` (yyyy-MM-dd) where the
 * person lives: the start of the next day there (stored, so the count goes on without the person).
 * `daysSince` reads the last contact back from it: contact ten days ago → 10 all day today, 11
 * from midnight.
 */
export function noContactStartFor(lastContactDate: string, timeZone: string): Date {
  return new Date(addDays(inTimeZone(lastContactDate, timeZone), 1).getTime());
}
