/**
 * The tests that move a person's « now » (PUT /api/test/clock) to a chosen day of the year — a
 * winter evening, the night the clocks go forward — take that day in the last twelve months, not in
 * a year written into the test: the test clock refuses an offset of more than 400 days
 * (http/test-clock.ts), so a day written as 2026-01-05 would be refused from February 2027 on.
 * Days are UTC calendar days (yyyy-MM-dd), as the tests' instants are written in UTC.
 */

/** The latest `monthDay` ('MM-dd') on or before today: latestDay('03-10') is 2027-03-10 on 2027-05-02, 2026-03-10 on 2027-03-09. */
export function latestDay(monthDay: string, now: Date = new Date()): string {
  const year = now.getUTCFullYear();
  const thisYear = `${year}-${monthDay}`;
  return thisYear <= now.toISOString().slice(0, 10) ? thisYear : `${year - 1}-${monthDay}`;
}

/** The last Sunday of March of `year` (yyyy-MM-dd): the night the clocks go forward in Europe, at 01:00 UTC. */
function springForwardOf(year: number): string {
  return `${year}-03-${31 - new Date(Date.UTC(year, 2, 31)).getUTCDay()}`;
}

/** The latest night the clocks went forward in Europe (a last Sunday of March, yyyy-MM-dd) on or before today. */
export function latestSpringForward(now: Date = new Date()): string {
  const year = now.getUTCFullYear();
  const thisYear = springForwardOf(year);
  return thisYear <= now.toISOString().slice(0, 10) ? thisYear : springForwardOf(year - 1);
}
