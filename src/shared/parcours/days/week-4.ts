import type { ParcoursDayContent } from '../content';

/** Week 4 of « Mon parcours ». */
export const WEEK_4: readonly ParcoursDayContent[] = [];
