import { differenceInCalendarDays, parseISO } from 'date-fns';
import { localDateIn } from '../local-day';
import { inTimeZone } from '../time-zone';
import { plusDays } from '../no-contact';
import type { SafetyPlanStepKey } from '../safety-plan';
import { PARCOURS_LENGTH } from './content';

/**
 * When the days of « Mon parcours » open (issue 29). The parcours follows the person, not the
 * calendar: a day opens the morning after the one before was done or skipped, and a week away
 * costs nothing — the next day simply waits, with no count of what was missed and no streak.
 */

/**
 * The parcours day turns at 5 a.m. where the person lives, not at midnight: a day done at 1 a.m.
 * (people write at night here) belongs to the evening before, and the next one opens in the
 * morning rather than an hour later.
 */
export const PARCOURS_DAY_STARTS_AT_HOUR = 5;

/**
 * The person's parcours day (yyyy-MM-dd) at `now` in `timeZone`: their calendar day, or the one
 * before until 5 a.m. Read on the local clock, not by taking five hours off: the night clocks go
 * forward has 23 hours, and five hours before 05:01 is then still the evening before.
 */
export function parcoursDayOf(timeZone: string, now: Date): string {
  const day = localDateIn(timeZone, now);
  return inTimeZone(now, timeZone).getHours() < PARCOURS_DAY_STARTS_AT_HOUR ? plusDays(day, -1) : day;
}

/** What became of a day: done (its exercise) or skipped (« Passer ce jour »). */
export type FinishedDayStatus = 'done' | 'skipped';

/** Where a written exercise was kept: the tool and the row there. */
export type ParcoursTool = 'journal' | 'matrix' | 'letter' | 'reason' | 'goal' | 'safety-plan';
export interface ParcoursLink {
  tool: ParcoursTool;
  /** The row in that tool; null for the safety plan (one per person). */
  itemId: string | null;
  /** For the safety plan: the step, and the line added to it. */
  step?: SafetyPlanStepKey;
  line?: string;
}

export interface FinishedDay {
  status: FinishedDayStatus;
  /** The parcours day it was finished on (yyyy-MM-dd). */
  finishedOn: string;
  link: ParcoursLink | null;
}

/** What is stored for a person (encrypted, one row): absent until they first do, skip or pause. */
export interface ParcoursRecord {
  /** The parcours day it (re)started on. */
  startedOn: string;
  paused: boolean;
  /** By day number, 1 to 28. */
  days: Record<number, FinishedDay>;
}

export type DayStatus = FinishedDayStatus | 'open' | 'tomorrow' | 'locked';

export interface ParcoursSchedule {
  /** The day to do now or next; null once all 28 are behind. */
  current: number | null;
  /** 'open': it can be done today; 'tomorrow': the one before was finished today. */
  currentStatus: 'open' | 'tomorrow' | null;
  /** Day 1 first. */
  statuses: DayStatus[];
  /** At least one whole day went by since the last finished day: « On reprend où tu t'étais arrêté·e ». */
  welcomeBack: boolean;
  paused: boolean;
  finished: boolean;
}

/** The schedule of a person's parcours on `today` (their parcours day). */
export function scheduleOf(record: ParcoursRecord | null, today: string): ParcoursSchedule {
  const days = record?.days ?? {};
  let current: number | null = null;
  for (let day = 1; day <= PARCOURS_LENGTH; day += 1) {
    if (!days[day]) {
      current = day;
      break;
    }
  }
  const before = current !== null && current > 1 ? days[current - 1] : undefined;
  // A finished day dated after today (a clock put back, another time zone) still counts as today's.
  const currentStatus = current === null ? null : before && before.finishedOn >= today ? 'tomorrow' : 'open';
  const statuses: DayStatus[] = [];
  for (let day = 1; day <= PARCOURS_LENGTH; day += 1) {
    const finished = days[day];
    if (finished) statuses.push(finished.status);
    else if (day === current) statuses.push(currentStatus ?? 'locked');
    else statuses.push('locked');
  }
  const lastFinishedOn = latestFinishedOn(days);
  return {
    current,
    currentStatus,
    statuses,
    welcomeBack:
      currentStatus === 'open' && lastFinishedOn !== null && differenceInCalendarDays(parseISO(today), parseISO(lastFinishedOn)) >= 2,
    paused: record?.paused ?? false,
    finished: current === null,
  };
}

function latestFinishedOn(days: Record<number, FinishedDay>): string | null {
  let latest: string | null = null;
  for (const { finishedOn } of Object.values(days)) if (latest === null || finishedOn > latest) latest = finishedOn;
  return latest;
}

/** Why a day cannot be done or skipped now, or null when it can. */
export function refusalFor(schedule: ParcoursSchedule, day: number): 'finished' | 'not-yet' | null {
  if (schedule.statuses[day - 1] === 'done' || schedule.statuses[day - 1] === 'skipped') return 'finished';
  if (day !== schedule.current || schedule.currentStatus !== 'open') return 'not-yet';
  return null;
}

/** The record once `day` is finished on `today`. */
export function finishDay(
  record: ParcoursRecord | null,
  day: number,
  finished: Omit<FinishedDay, 'finishedOn'>,
  today: string,
): ParcoursRecord {
  const base = record ?? { startedOn: today, paused: false, days: {} };
  return { ...base, paused: false, days: { ...base.days, [day]: { ...finished, finishedOn: today } } };
}

/** The day after `day` (yyyy-MM-dd), for « Le jour suivant s'ouvrira demain matin ». */
export const nextParcoursDay = (day: string) => plusDays(day, 1);
