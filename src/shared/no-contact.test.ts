import { describe, expect, it } from 'vitest';
import { lastContactDayOf, noContactStartFor } from './progress';
import { localDateIn } from './time-zone';
import {
  daysBetween,
  LetterInputSchema,
  milestoneCountsUpTo,
  nextMilestone,
  ReasonInputSchema,
  type SlipRecord,
  SlipInputSchema,
  slipMessage,
  summariseNoContact,
} from './no-contact';

const slip = (lastContactDay: string, day: string): SlipRecord => ({
  id: `${lastContactDay}-${day}`,
  day,
  lastContactDay,
  note: null,
  createdAt: `${day}T12:00:00.000Z`,
});

describe('summariseNoContact: a slip restarts the current streak and keeps the road', () => {
  it('a slip after 12 days: best 12, current 0, total 12', () => {
    const summary = summariseNoContact({
      currentLastContactDay: '2026-11-13',
      today: '2026-11-13',
      slips: [slip('2026-11-01', '2026-11-13')],
    });
    expect(summary.current).toBe(0);
    expect(summary.best).toBe(12);
    expect(summary.total).toBe(12);
    expect(summary.streaks.map((streak) => [streak.endDay, streak.days])).toEqual([
      [null, 0],
      ['2026-11-13', 12],
    ]);
  });

  it('adds the streaks up and keeps the longest, the current one included', () => {
    const summary = summariseNoContact({
      currentLastContactDay: '2026-03-10',
      today: '2026-04-30',
      slips: [slip('2026-01-01', '2026-01-20'), slip('2026-01-20', '2026-03-10')],
    });
    expect(summary.streaks.map((streak) => streak.days)).toEqual([51, 49, 19]);
    expect(summary.best).toBe(51);
    expect(summary.total).toBe(51 + 49 + 19);
  });

  it('counts shared days once when the last contact was set back to before a slip', () => {
    const summary = summariseNoContact({
      currentLastContactDay: '2026-05-01',
      today: '2026-05-31',
      slips: [slip('2026-05-01', '2026-05-11')],
    });
    expect(summary.total).toBe(30);
    expect(summary.best).toBe(30);
  });

  it('with no slip: the current streak is everything', () => {
    const summary = summariseNoContact({ currentLastContactDay: '2026-11-20', today: '2026-11-25', slips: [] });
    expect(summary).toMatchObject({ current: 5, best: 5, total: 5 });
  });

  it('lists the milestones of every streak with the day each was reached, newest first', () => {
    const summary = summariseNoContact({
      currentLastContactDay: '2026-11-13',
      today: '2026-11-20',
      slips: [slip('2026-10-01', '2026-11-13')],
    });
    const days = (streakStart: string) => summary.milestones.filter((m) => m.day > streakStart);
    // The current streak: 3, 5 and 7 days.
    expect(days('2026-11-13').map((m) => [m.days, m.day])).toEqual([
      [7, '2026-11-20'],
      [5, '2026-11-18'],
      [3, '2026-11-16'],
    ]);
    // The streak that ended at the slip (43 days) reached 30: a major step.
    expect(summary.milestones).toContainEqual({ days: 30, day: '2026-10-31', major: true });
    expect(summary.milestones).toContainEqual({ days: 10, day: '2026-10-11', major: false });
    expect(summary.milestones.some((m) => m.days === 60)).toBe(false);
  });
});

describe('milestones', () => {
  it('are the spec’s celebrations (3, then every 5) and 7, 14, 30, 60, 90, 180, 365', () => {
    expect(milestoneCountsUpTo(2)).toEqual([]);
    expect(milestoneCountsUpTo(15)).toEqual([3, 5, 7, 10, 14, 15]);
    const year = milestoneCountsUpTo(365);
    for (const days of [7, 14, 30, 60, 90, 180, 365]) expect(year).toContain(days);
    expect(year.filter((days) => days % 5 === 0)).toHaveLength(73);
  });

  it('the next one ahead', () => {
    expect(nextMilestone(0)).toBe(3);
    expect(nextMilestone(3)).toBe(5);
    expect(nextMilestone(12)).toBe(14);
    expect(nextMilestone(365)).toBe(370);
  });
});

describe('days across changes of hour (calendar days, never 24-hour slices)', () => {
  const PARIS = 'Europe/Paris';

  it('a slip on the night clocks spring forward (29 March 2026) ends a streak of whole days', () => {
    const start = noContactStartFor('2026-03-20', PARIS);
    const now = new Date('2026-03-29T03:30:00+02:00'); // 3:30 exists only after the change
    const lastContactDay = lastContactDayOf(start, PARIS);
    expect(lastContactDay).toBe('2026-03-20');
    expect(daysBetween(lastContactDay, localDateIn(PARIS, now))).toBe(9);
  });

  it('a slip on the night clocks fall back (25 October 2026): the 25-hour day is one day', () => {
    const start = noContactStartFor('2026-10-15', PARIS);
    const lastContactDay = lastContactDayOf(start, PARIS);
    expect(daysBetween(lastContactDay, localDateIn(PARIS, new Date('2026-10-25T02:30:00+01:00')))).toBe(10);
    expect(daysBetween(lastContactDay, localDateIn(PARIS, new Date('2026-10-25T23:59:00+01:00')))).toBe(10);
    expect(daysBetween(lastContactDay, localDateIn(PARIS, new Date('2026-10-26T00:00:00+01:00')))).toBe(11);
  });

  it('milestone days are calendar days through a change of hour', () => {
    const summary = summariseNoContact({ currentLastContactDay: '2026-03-22', today: '2026-04-06', slips: [] });
    expect(summary.milestones.find((m) => m.days === 7)?.day).toBe('2026-03-29');
    expect(summary.milestones.find((m) => m.days === 14)?.day).toBe('2026-04-05');
  });

  it('in a time zone west of UTC, a slip late in the evening belongs to that evening', () => {
    const now = new Date('2026-11-09T04:30:00Z'); // 23:30 on 8 November in New York
    expect(localDateIn('America/New_York', now)).toBe('2026-11-08');
    const summary = summariseNoContact({
      currentLastContactDay: '2026-11-08',
      today: '2026-11-08',
      slips: [slip('2026-11-01', localDateIn('America/New_York', now))],
    });
    expect(summary.best).toBe(7);
  });
});

describe('slipMessage: kind words, never « back to zero »', () => {
  it('names the days kept and the record', () => {
    expect(slipMessage(12, 12)).toBe(
      "Ce n'est pas un retour à zéro. Tes 12 jours sans contact restent à toi, et ton record est de 12 jours. Un craquage fait partie du chemin, et tu repars dès aujourd'hui.",
    );
    expect(slipMessage(1, 20)).toContain('Ton jour sans contact reste à toi, et ton record est de 20 jours.');
    expect(slipMessage(0, 1)).toContain('Ton record reste de 1 jour.');
  });

  it('says the new start is today, as the counter beside it does (issue 27: not « demain est un nouveau jour un »)', () => {
    const message = slipMessage(12, 12);
    expect(message).not.toMatch(/demain/);
    expect(message).toMatch(/aujourd'hui/);
  });
});

describe('schemas', () => {
  it('refuse a blank letter, a too long reason, an unknown time zone, in French', () => {
    expect(LetterInputSchema.safeParse({ content: '   ' }).error?.issues[0]?.message).toBe('Ta lettre est vide.');
    expect(ReasonInputSchema.safeParse({ content: 'x'.repeat(301) }).error?.issues[0]?.message).toBe(
      'Une raison doit faire au plus 300 caractères.',
    );
    expect(SlipInputSchema.safeParse({ timeZone: 'Mars/Olympus' }).error?.issues[0]?.message).toBe('Fuseau horaire inconnu.');
    expect(SlipInputSchema.safeParse({ timeZone: 'Europe/Paris', note: ' un texto ' }).data?.note).toBe('un texto');
    expect(LetterInputSchema.safeParse({ content: 'a', extra: 1 }).success).toBe(false);
  });
});
