import { describe, expect, it } from 'vitest';
import {
  atSentenceStart,
  formatDateTime,
  formatDayMonth,
  formatLongDate,
  formatMonthYear,
  formatRelativeMoment,
  formatShortDate,
  formatWeekday,
  formatWeekdayDate,
  formatWeekdayInitial,
} from './dates';

const PARIS = 'Europe/Paris';
/** French typography keeps « 11 h 36 » on one line: non-breaking spaces around the h. */
const NBSP = '\u00a0';

describe('French dates: no capitals, « 1er » for the first of the month', () => {
  it('formatLongDate: « 1er novembre 2026 », « 23 novembre 2026 » (account, counter, download)', () => {
    expect(formatLongDate(new Date(2026, 10, 1))).toBe('1er novembre 2026');
    expect(formatLongDate(new Date(2026, 10, 23))).toBe('23 novembre 2026');
    expect(formatLongDate(new Date(2026, 7, 11))).toBe('11 août 2026');
    expect(formatLongDate(new Date(2027, 0, 1))).toBe('1er janvier 2027');
  });

  it('formatWeekdayDate: « dimanche 1er novembre 2026 » (journal heading, picker)', () => {
    expect(formatWeekdayDate(new Date(2026, 10, 1))).toBe('dimanche 1er novembre 2026');
    expect(formatWeekdayDate(new Date(2026, 10, 23))).toBe('lundi 23 novembre 2026');
  });

  it('formatDateTime: « lundi 23 novembre 2026 à 11 h 36 » (journal entries and download)', () => {
    expect(formatDateTime(new Date('2026-11-23T11:36:00+01:00'), PARIS)).toBe(`lundi 23 novembre 2026 à 11${NBSP}h${NBSP}36`);
    expect(formatDateTime(new Date('2026-11-01T09:05:00+01:00'), PARIS)).toBe(`dimanche 1er novembre 2026 à 9${NBSP}h${NBSP}05`);
    expect(formatDateTime(new Date('2026-11-01T00:00:00+01:00'), PARIS)).toBe(`dimanche 1er novembre 2026 à 0${NBSP}h${NBSP}00`);
  });

  it('formatDayMonth and formatShortDate: « 1er novembre », « 1er nov. », « 23 nov. » (chart)', () => {
    expect(formatDayMonth(new Date(2026, 10, 1))).toBe('1er novembre');
    expect(formatDayMonth(new Date(2026, 10, 23))).toBe('23 novembre');
    expect(formatShortDate(new Date(2026, 10, 1))).toBe('1er nov.');
    expect(formatShortDate(new Date(2026, 10, 23))).toBe('23 nov.');
    expect(formatShortDate(new Date(2026, 1, 14))).toBe('14 févr.');
  });

  it('formatMonthYear: « novembre 2026 » (both calendars’ captions)', () => {
    expect(formatMonthYear(new Date(2026, 10, 23))).toBe('novembre 2026');
    expect(formatMonthYear(new Date(2026, 7, 1))).toBe('août 2026');
  });

  it('formatWeekdayInitial: SPEC’s L M Me J V S D, the header of both calendars', () => {
    const monday = new Date(2026, 10, 23);
    const week = Array.from({ length: 7 }, (_, index) => new Date(2026, 10, 23 + index));
    expect(formatWeekdayInitial(monday)).toBe('L');
    expect(week.map((day) => formatWeekdayInitial(day))).toEqual(['L', 'M', 'Me', 'J', 'V', 'S', 'D']);
    expect(week.map((day) => formatWeekday(day))).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']);
  });

  it('formats the day where the person lives when given a time zone', () => {
    const lateInParis = new Date('2026-10-31T23:30:00Z'); // 1 November 00:30 in Paris, 31 October in New York
    expect(formatLongDate(lateInParis, PARIS)).toBe('1er novembre 2026');
    expect(formatLongDate(lateInParis, 'America/New_York')).toBe('31 octobre 2026');
    expect(formatDateTime(lateInParis, PARIS)).toBe(`dimanche 1er novembre 2026 à 0${NBSP}h${NBSP}30`);
    expect(formatDateTime(lateInParis, 'Pacific/Auckland')).toBe(`dimanche 1er novembre 2026 à 12${NBSP}h${NBSP}30`);
  });

  it('capitalises only the first letter of a sentence that opens on a date', () => {
    expect(atSentenceStart(formatWeekdayDate(new Date(2026, 10, 1)))).toBe('Dimanche 1er novembre 2026');
    expect(atSentenceStart('')).toBe('');
  });
});

describe('formatRelativeMoment: when a session was last used (« Utilisée il y a 5 minutes »)', () => {
  // Monday 23 November 2026, 10:30 in Paris (09:30 UTC).
  const now = new Date('2026-11-23T09:30:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('« à l’instant » under a minute, and for a clock a little ahead', () => {
    expect(formatRelativeMoment(ago(0), now, PARIS)).toBe("à l'instant");
    expect(formatRelativeMoment(ago(0.9), now, PARIS)).toBe("à l'instant");
    expect(formatRelativeMoment(new Date(now.getTime() + 5_000), now, PARIS)).toBe("à l'instant");
  });

  it('« il y a 5 minutes » within the hour, « 1 minute » in the singular', () => {
    expect(formatRelativeMoment(ago(1), now, PARIS)).toBe('il y a 1 minute');
    expect(formatRelativeMoment(ago(5), now, PARIS)).toBe('il y a 5 minutes');
    expect(formatRelativeMoment(ago(59.5), now, PARIS)).toBe('il y a 59 minutes');
  });

  it('« aujourd’hui à 8 h 04 », « hier à 21 h 04 », in the person’s time zone', () => {
    expect(formatRelativeMoment(new Date('2026-11-23T07:04:00Z'), now, PARIS)).toBe(`aujourd'hui à 8${NBSP}h${NBSP}04`);
    expect(formatRelativeMoment(new Date('2026-11-22T20:04:00Z'), now, PARIS)).toBe(`hier à 21${NBSP}h${NBSP}04`);
    // 23:30 UTC on the 22nd is already the 23rd in Paris: today, not yesterday.
    expect(formatRelativeMoment(new Date('2026-11-22T23:30:00Z'), now, PARIS)).toBe(`aujourd'hui à 0${NBSP}h${NBSP}30`);
    // The same instants seen from Montréal (04:30 there): the 22nd at 15 h 04 is yesterday.
    expect(formatRelativeMoment(new Date('2026-11-22T20:04:00Z'), now, 'America/Montreal')).toBe(`hier à 15${NBSP}h${NBSP}04`);
  });

  it('the weekday within the week, then the date (with the year when it is not this one)', () => {
    expect(formatRelativeMoment(new Date('2026-11-19T17:45:00Z'), now, PARIS)).toBe(`jeudi à 18${NBSP}h${NBSP}45`);
    expect(formatRelativeMoment(new Date('2026-11-01T17:45:00Z'), now, PARIS)).toBe(`le 1er novembre à 18${NBSP}h${NBSP}45`);
    expect(formatRelativeMoment(new Date('2025-12-24T17:45:00Z'), now, PARIS)).toBe('le 24 décembre 2025');
  });
});
