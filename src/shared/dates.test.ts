import { describe, expect, it } from 'vitest';
import {
  atSentenceStart,
  formatDateTime,
  formatDayMonth,
  formatLongDate,
  formatMonthYear,
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
