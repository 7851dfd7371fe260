import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { cleanGoalSuggestion, currentDays, daysSince, daysSinceLastContact, GOAL_EMPTY, noContactStartFor } from './progress';

const PARIS = 'Europe/Paris';
/** Days without contact at `now` for a last contact on `lastContactDate`, as the server counts them. */
const daysAt = (lastContactDate: string, now: string, timeZone = PARIS) =>
  daysSince(noContactStartFor(lastContactDate, timeZone), new Date(now), timeZone);

describe('daysSince (SPEC §4: every started day counts, in calendar days where the person lives)', () => {
  it('is never negative', () => {
    const start = noContactStartFor('2026-11-11', PARIS);
    expect(daysSince(start, new Date('2026-10-01T00:00:00Z'), PARIS)).toBe(0);
  });

  it('only ever raises the stored count', () => {
    const start = noContactStartFor('2026-10-31', PARIS);
    expect(currentDays(1, start, new Date('2026-11-05T12:00:00Z'), PARIS)).toBe(5);
    expect(currentDays(9, start, new Date('2026-11-05T12:00:00Z'), PARIS)).toBe(9);
  });

  it('counts a start that is not a midnight (a record from before) from the day it fell on', () => {
    const start = new Date('2026-11-01T10:00:00+01:00');
    expect(daysSince(start, new Date('2026-11-01T23:59:00+01:00'), PARIS)).toBe(0);
    expect(daysSince(start, new Date('2026-11-02T00:00:00+01:00'), PARIS)).toBe(1);
    expect(daysSince(start, new Date('2026-11-05T09:00:00+01:00'), PARIS)).toBe(4);
  });
});

describe('daysSince across changes of hour (a 23-hour and a 25-hour day)', () => {
  it('spring forward in Paris (29 March 2026): 10 days, not 9', () => {
    expect(daysAt('2026-03-20', '2026-03-30T00:30:00+02:00')).toBe(10);
    expect(daysAt('2026-03-20', '2026-03-30T23:30:00+02:00')).toBe(10);
    expect(daysAt('2026-03-20', '2026-03-31T00:00:00+02:00')).toBe(11);
  });

  it('fall back in Paris (25 October 2026): 10 days, not 11', () => {
    expect(daysAt('2026-10-20', '2026-10-30T23:30:00+01:00')).toBe(10);
    expect(daysAt('2026-10-20', '2026-10-30T00:30:00+01:00')).toBe(10);
    expect(daysAt('2026-10-20', '2026-10-31T00:00:00+01:00')).toBe(11);
  });

  it('on the day of the change itself', () => {
    // 29 March: 02:00 becomes 03:00. Last contact on the 28th: 1 day all that short day long.
    expect(daysAt('2026-03-28', '2026-03-29T00:30:00+01:00')).toBe(1);
    expect(daysAt('2026-03-28', '2026-03-29T03:30:00+02:00')).toBe(1);
    expect(daysAt('2026-03-28', '2026-03-29T23:59:00+02:00')).toBe(1);
    expect(daysAt('2026-03-29', '2026-03-29T23:59:00+02:00')).toBe(0);
    // 25 October: 03:00 becomes 02:00 again; 02:30 happens twice.
    expect(daysAt('2026-10-24', '2026-10-25T02:30:00+02:00')).toBe(1);
    expect(daysAt('2026-10-24', '2026-10-25T02:30:00+01:00')).toBe(1);
    expect(daysAt('2026-10-24', '2026-10-25T23:59:00+01:00')).toBe(1);
    expect(daysAt('2026-10-25', '2026-10-25T23:59:00+01:00')).toBe(0);
  });

  it('turns at midnight exactly, not a millisecond later', () => {
    expect(daysAt('2026-03-20', '2026-03-29T23:59:59.999+02:00')).toBe(9);
    expect(daysAt('2026-03-20', '2026-03-30T00:00:00+02:00')).toBe(10);
    expect(daysAt('2026-10-20', '2026-10-30T00:00:00+01:00')).toBe(10);
    expect(daysAt('2026-11-21', '2026-11-22T00:00:00+01:00')).toBe(1);
  });

  it('is not Paris-specific: New York (8 March, 1 November) and Auckland (5 April, 27 September)', () => {
    const newYork = 'America/New_York';
    expect(daysAt('2026-03-01', '2026-03-11T00:30:00-04:00', newYork)).toBe(10);
    expect(daysAt('2026-10-25', '2026-11-04T23:30:00-05:00', newYork)).toBe(10);
    const auckland = 'Pacific/Auckland';
    expect(daysAt('2026-03-31', '2026-04-10T00:30:00+12:00', auckland)).toBe(10);
    expect(daysAt('2026-03-31', '2026-04-10T23:30:00+12:00', auckland)).toBe(10);
    expect(daysAt('2026-09-20', '2026-09-30T00:30:00+13:00', auckland)).toBe(10);
    expect(daysAt('2026-09-20', '2026-09-30T23:30:00+13:00', auckland)).toBe(10);
  });
});

describe('daysSinceLastContact (what the date picker previews, and what the server saves)', () => {
  it('counts calendar days from the day of the last contact', () => {
    expect(daysSinceLastContact('2026-03-20', PARIS, new Date('2026-03-30T00:30:00+02:00'))).toBe(10);
    expect(daysSinceLastContact('2026-10-20', PARIS, new Date('2026-10-30T23:30:00+01:00'))).toBe(10);
    expect(daysSinceLastContact('2026-11-21', PARIS, new Date('2026-11-21T12:00:00+01:00'))).toBe(0);
    expect(daysSinceLastContact('2026-11-22', PARIS, new Date('2026-11-21T12:00:00+01:00'))).toBe(0);
  });

  it('agrees with the count from the stored start, whatever the hour', () => {
    for (const [hour, minute] of [
      [0, 0],
      [0, 30],
      [2, 30],
      [3, 30],
      [12, 0],
      [23, 30],
    ] as const) {
      for (const [month, day] of [
        [3, 29],
        [3, 30],
        [10, 25],
        [10, 26],
        [11, 15],
      ] as const) {
        const now = new Date(new TZDate(2026, month - 1, day, hour, minute, PARIS).getTime());
        expect(daysSinceLastContact('2026-03-01', PARIS, now)).toBe(daysSince(noContactStartFor('2026-03-01', PARIS), now, PARIS));
      }
    }
  });
});

describe('noContactStartFor', () => {
  it('starts the period at the next midnight where the person lives', () => {
    expect(noContactStartFor('2026-11-11', 'Europe/Paris').toISOString()).toBe('2026-11-11T23:00:00.000Z');
    expect(noContactStartFor('2026-07-11', 'Europe/Paris').toISOString()).toBe('2026-07-11T22:00:00.000Z');
    expect(noContactStartFor('2026-11-11', 'America/Martinique').toISOString()).toBe('2026-11-12T04:00:00.000Z');
  });

  it('counts the calendar days since the last contact, all day long', () => {
    expect(daysAt('2026-11-11', '2026-11-21T00:30:00+01:00')).toBe(10);
    expect(daysAt('2026-11-11', '2026-11-21T23:30:00+01:00')).toBe(10);
    expect(daysAt('2026-11-11', '2026-11-22T00:30:00+01:00')).toBe(11);
    expect(daysAt('2026-11-21', '2026-11-21T15:00:00+01:00')).toBe(0);
  });
});

describe('cleanGoalSuggestion (SPEC §7 (3))', () => {
  it('strips a final period or exclamation mark, and quotes', () => {
    expect(cleanGoalSuggestion('Marcher trente minutes.')).toBe('Marcher trente minutes');
    expect(cleanGoalSuggestion('« Appeler une amie ! »')).toBe('Appeler une amie');
    expect(cleanGoalSuggestion('"Lire un roman"')).toBe('Lire un roman');
  });

  it('keeps 10 words at most', () => {
    expect(cleanGoalSuggestion('un deux trois quatre cinq six sept huit neuf dix onze douze')).toBe(
      'un deux trois quatre cinq six sept huit neuf dix',
    );
  });

  it('gives the yoga goal for an empty answer', () => {
    expect(cleanGoalSuggestion('  ')).toBe(GOAL_EMPTY);
    expect(cleanGoalSuggestion('.')).toBe(GOAL_EMPTY);
  });
});
