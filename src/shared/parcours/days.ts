import type { ParcoursDayContent } from './content';
import { WEEK_1 } from './days/week-1';
import { WEEK_2 } from './days/week-2';
import { WEEK_3 } from './days/week-3';
import { WEEK_4 } from './days/week-4';

/** The 28 days of « Mon parcours », day 1 first. */
export const PARCOURS_DAYS: readonly ParcoursDayContent[] = [...WEEK_1, ...WEEK_2, ...WEEK_3, ...WEEK_4];

/** Day `day` (1 to 28). */
export function parcoursDay(day: number): ParcoursDayContent {
  const content = PARCOURS_DAYS[day - 1];
  if (!content) throw new RangeError(`no parcours day ${day}`);
  return content;
}
