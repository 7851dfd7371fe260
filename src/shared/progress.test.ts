import { describe, expect, it } from 'vitest';
import { cleanGoalSuggestion, currentDays, daysSince, GOAL_EMPTY, noContactStartFor } from './progress';

describe('daysSince (SPEC §4: rounding up whole days)', () => {
  const start = new Date('2026-11-01T10:00:00Z');
  it('rounds up', () => {
    expect(daysSince(start, new Date('2026-11-01T10:00:00Z'))).toBe(0);
    expect(daysSince(start, new Date('2026-11-01T11:00:00Z'))).toBe(1);
    expect(daysSince(start, new Date('2026-11-02T10:00:00Z'))).toBe(1);
    expect(daysSince(start, new Date('2026-11-02T10:00:01Z'))).toBe(2);
  });

  it('is never negative', () => {
    expect(daysSince(start, new Date('2026-10-01T00:00:00Z'))).toBe(0);
  });

  it('only ever raises the stored count', () => {
    expect(currentDays(1, start, new Date('2026-11-05T12:00:00Z'))).toBe(5);
    expect(currentDays(9, start, new Date('2026-11-05T12:00:00Z'))).toBe(9);
  });
});

describe('noContactStartFor', () => {
  it('starts the period at the next midnight where the person lives', () => {
    expect(noContactStartFor('2026-11-11', 'Europe/Paris').toISOString()).toBe('2026-11-11T23:00:00.000Z');
    expect(noContactStartFor('2026-07-11', 'Europe/Paris').toISOString()).toBe('2026-07-11T22:00:00.000Z');
    expect(noContactStartFor('2026-11-11', 'America/Martinique').toISOString()).toBe('2026-11-12T04:00:00.000Z');
  });

  it('counts the calendar days since the last contact, all day long', () => {
    const start = noContactStartFor('2026-11-11', 'Europe/Paris');
    expect(daysSince(start, new Date('2026-11-21T00:30:00+01:00'))).toBe(10);
    expect(daysSince(start, new Date('2026-11-21T23:30:00+01:00'))).toBe(10);
    expect(daysSince(start, new Date('2026-11-22T00:30:00+01:00'))).toBe(11);
    expect(daysSince(noContactStartFor('2026-11-21', 'Europe/Paris'), new Date('2026-11-21T15:00:00+01:00'))).toBe(0);
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
