import type { ParcoursDayContent } from '../content';

/** Week 3 of « Mon parcours ». */
export const WEEK_3: readonly ParcoursDayContent[] = [];
