import type { ParcoursDayContent } from '../content';

/** Week 2 of « Mon parcours ». */
export const WEEK_2: readonly ParcoursDayContent[] = [];
