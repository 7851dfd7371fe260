import { addDays, differenceInCalendarDays, parseISO } from 'date-fns';
import { CELEBRATION_EVERY_DAYS, CELEBRATION_MIN_DAYS } from './celebration';
import { dayCount, isoDay } from './dates';
import { freeText, RequestIdSchema, TimeZoneSchema } from './fields';
import { z } from './zod';

/**
 * The no-contact toolkit (issue 15): the urge flow « J'ai envie de lui écrire », the letters that
 * are never sent, the person's reasons, and slips that restart the current streak without erasing
 * the road already travelled. The rules (streaks, best streak, total, milestones) are pure
 * functions of calendar days (yyyy-MM-dd, where the person lives): the server stores what
 * happened, the browser and the server read it back the same way.
 */

/** The gentle wait of the flow: long enough for an urge to crest and pass. */
export const URGE_WAIT_MS = 10 * 60_000;

export const LETTER_MAX_LENGTH = 10_000;
export const REASON_MAX_LENGTH = 300;
export const SLIP_NOTE_MAX_LENGTH = 1_000;

/** Beyond the spec's celebrations (the first at 3 days, then every 5): the steps people look for. */
export const MILESTONE_DAYS = [7, 14, 30, 60, 90, 180, 365] as const;

// ─── rules ───────────────────────────────────────────────────────────────────────────────────────

/** Calendar days from `from` to `to` (yyyy-MM-dd): day strings have no hour, so no change of hour. */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

/** The calendar day `days` after `day` (yyyy-MM-dd). */
export function plusDays(day: string, days: number): string {
  return isoDay(addDays(parseISO(day), days));
}

/** The counts the app marks along one streak up to `length` days: the spec's celebrations and MILESTONE_DAYS. */
export function milestoneCountsUpTo(length: number): number[] {
  const counts = new Set<number>(MILESTONE_DAYS.filter((days) => days <= length));
  if (length >= CELEBRATION_MIN_DAYS) counts.add(CELEBRATION_MIN_DAYS);
  for (let days = CELEBRATION_EVERY_DAYS; days <= length; days += CELEBRATION_EVERY_DAYS) counts.add(days);
  return [...counts].sort((a, b) => a - b);
}

/** A milestone the person can look back on; `major` for the steps of MILESTONE_DAYS. */
export interface Milestone {
  days: number;
  /** The day it was reached (yyyy-MM-dd). */
  day: string;
  major: boolean;
}

/** One stretch without contact: from the day after `lastContactDay` to `endDay` (a slip), or to today. */
export interface Streak {
  lastContactDay: string;
  /** The day of the slip that ended it; null for the current streak. */
  endDay: string | null;
  days: number;
}

/** What the server keeps of a slip: the streak it ended is (lastContactDay → day). */
export interface SlipRecord {
  id: string;
  day: string;
  lastContactDay: string;
  note: string | null;
  createdAt: string;
}

/** A moment the urge came and the person held on (« J'ai tenu »). */
export interface HeldRecord {
  id: string;
  day: string;
  createdAt: string;
}

export interface NoContactSummary {
  current: number;
  /** The longest streak, the current one included. */
  best: number;
  /** Every day without contact, all streaks together; a day counted by two overlapping streaks counts once. */
  total: number;
  /** Newest first, the current streak at the top. */
  streaks: Streak[];
  /** Newest first. */
  milestones: Milestone[];
}

/**
 * The whole road from the slips and the current streak: the current streak restarts at a slip,
 * the best streak, the total and the milestones are kept. The last contact day can be set back by
 * hand (SPEC's date picker) to before a slip: the total then counts the shared days once.
 */
export function summariseNoContact(input: {
  currentLastContactDay: string;
  today: string;
  slips: readonly SlipRecord[];
}): NoContactSummary {
  const closed: Streak[] = input.slips.map((slip) => ({
    lastContactDay: slip.lastContactDay,
    endDay: slip.day,
    days: Math.max(0, daysBetween(slip.lastContactDay, slip.day)),
  }));
  const current: Streak = {
    lastContactDay: input.currentLastContactDay,
    endDay: null,
    days: Math.max(0, daysBetween(input.currentLastContactDay, input.today)),
  };
  const streaks = [current, ...closed.sort((a, b) => (b.endDay ?? '').localeCompare(a.endDay ?? ''))];
  const milestones = streaks
    .flatMap((streak) =>
      milestoneCountsUpTo(streak.days).map((days) => ({
        days,
        day: plusDays(streak.lastContactDay, days),
        major: (MILESTONE_DAYS as readonly number[]).includes(days),
      })),
    )
    .sort((a, b) => b.day.localeCompare(a.day) || b.days - a.days);
  return {
    current: current.days,
    best: Math.max(...streaks.map((streak) => streak.days)),
    total: daysWithoutContact(streaks, input.today),
    streaks,
    milestones,
  };
}

/** The days covered by at least one streak: the union of (lastContactDay, endDay] intervals. */
function daysWithoutContact(streaks: readonly Streak[], today: string): number {
  const intervals = streaks
    .filter((streak) => streak.days > 0)
    .map((streak) => [streak.lastContactDay, streak.endDay ?? today] as const)
    .sort((a, b) => a[0].localeCompare(b[0]));
  let total = 0;
  let coveredUntil: string | null = null;
  for (const [from, to] of intervals) {
    const start = coveredUntil !== null && coveredUntil > from ? coveredUntil : from;
    if (to > start) total += daysBetween(start, to);
    if (coveredUntil === null || to > coveredUntil) coveredUntil = to;
  }
  return total;
}

/** The next milestone ahead of the current streak, to look forward to. */
export function nextMilestone(current: number): number {
  return milestoneCountsUpTo(current + 365).find((days) => days > current) ?? current + CELEBRATION_EVERY_DAYS;
}

/** The kind sentence a slip is met with: the road is still there, and the new start is today, as the counter says (issue 27). */
export function slipMessage(previousStreak: number, best: number): string {
  const record = dayCount(best);
  const road =
    previousStreak > 1
      ? `Tes ${previousStreak} jours sans contact restent à toi, et ton record est de ${record}.`
      : previousStreak === 1
        ? `Ton jour sans contact reste à toi, et ton record est de ${record}.`
        : `Ton record reste de ${record}.`;
  return `Ce n'est pas un retour à zéro. ${road} Un craquage fait partie du chemin, et tu repars dès aujourd'hui.`;
}

// ─── API ─────────────────────────────────────────────────────────────────────────────────────────

export interface UnsentLetter {
  id: string;
  content: string;
  createdAt: string;
}

export interface Reason {
  id: string;
  content: string;
}

/** GET /api/no-contact */
export interface NoContactState {
  summary: NoContactSummary;
  slips: SlipRecord[];
  held: HeldRecord[];
  reasons: Reason[];
  /** Newest first. */
  letters: UnsentLetter[];
}

/** POST /api/no-contact/letters */
export interface LetterResponse {
  letter: UnsentLetter;
}
/** POST, PUT /api/no-contact/reasons */
export interface ReasonResponse {
  reason: Reason;
}
/** POST /api/no-contact/slips: the new state, and the kind words for this slip. */
export interface SlipResponse {
  state: NoContactState;
  slip: SlipRecord;
  message: string;
}

export const LetterInputSchema = z
  .object({
    content: freeText({
      required: 'Ta lettre est vide.',
      max: LETTER_MAX_LENGTH,
      tooLong: `Une lettre doit faire au plus ${LETTER_MAX_LENGTH.toLocaleString('fr-FR')} caractères.`,
    }),
    requestId: RequestIdSchema,
  })
  .strict();

export const ReasonInputSchema = z
  .object({
    content: freeText({
      required: 'Ta raison est vide.',
      max: REASON_MAX_LENGTH,
      tooLong: `Une raison doit faire au plus ${REASON_MAX_LENGTH} caractères.`,
    }),
  })
  .strict();

/** POST /api/no-contact/slips: « J'ai craqué », today where the person lives, with an optional note. */
export const SlipInputSchema = z
  .object({
    note: freeText({
      max: SLIP_NOTE_MAX_LENGTH,
      tooLong: `Ta note doit faire au plus ${SLIP_NOTE_MAX_LENGTH.toLocaleString('fr-FR')} caractères.`,
    }).optional(),
    timeZone: TimeZoneSchema,
  })
  .strict();

/** POST /api/no-contact/held: « J'ai tenu ». */
export const HeldInputSchema = z.object({ timeZone: TimeZoneSchema }).strict();

/** GET /api/no-contact */
export const NoContactQuerySchema = z.object({ timeZone: TimeZoneSchema.optional() }).strict();
