import type { ParcoursDayContent } from '../content';

/** Week 1 of « Mon parcours ». */
export const WEEK_1: readonly ParcoursDayContent[] = [];
