/**
 * SPEC.md §4 and §9: celebrations of days without contact. Over 2 days; on app load, the first
 * time ever, then on every multiple of 5 days, once a day at most.
 */

export const CELEBRATION_MIN_DAYS = 3;
export const CELEBRATION_EVERY_DAYS = 5;
export const CELEBRATION_DURATION_MS = 3000;
/** SPEC.md §2 Overlays: pink, lavender and light pink. */
export const CONFETTI_COLORS = ['#e8568f', '#b9a2e8', '#fbd3e0'] as const;

/** After the person sets their last contact date: a new count over 2. */
export function celebratesNewCount(days: number): boolean {
  return days >= CELEBRATION_MIN_DAYS;
}

/**
 * On app load: days over 2 and either never celebrated, or a multiple of 5 (at least 5) with the
 * last celebration on another day. Days are compared as the person's calendar days (yyyy-MM-dd).
 */
export function celebratesOnLoad(days: number, lastCelebrationDay: string | null, today: string): boolean {
  if (days < CELEBRATION_MIN_DAYS) return false;
  if (lastCelebrationDay === null) return true;
  return days >= CELEBRATION_EVERY_DAYS && days % CELEBRATION_EVERY_DAYS === 0 && lastCelebrationDay !== today;
}

/** The overlay's words. */
export function celebrationMessage(days: number): string {
  return `Bravo, ${days} jours sans contact`;
}
