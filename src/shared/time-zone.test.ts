import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, isValidTimeZone, localDateIn } from './time-zone';

describe('time zones', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect(isValidTimeZone('Europe/Paris')).toBe(true);
    expect(isValidTimeZone('America/Martinique')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(isValidTimeZone('x'.repeat(100))).toBe(false);
  });

  it('accepts IANA names only: UTC offsets, which Node 24’s Intl takes, would move « today » a day either way', () => {
    for (const offset of ['+23:59', '-23:59', '+14:00', '-12:00', '+00:00', '-00:00', '+0100', '+01', '−01:00']) {
      expect(isValidTimeZone(offset), offset).toBe(false);
    }
    for (const name of [
      'UTC',
      'Europe/Paris',
      'America/Guadeloupe',
      'Pacific/Noumea',
      'Indian/Reunion',
      'Etc/GMT-14',
      'America/Port-au-Prince',
    ]) {
      expect(isValidTimeZone(name), name).toBe(true);
    }
  });

  it('gives the calendar day where the person lives', () => {
    const lateEvening = new Date('2026-11-21T23:30:00Z'); // 00:30 on the 22nd in Paris
    expect(localDateIn('Europe/Paris', lateEvening)).toBe('2026-11-22');
    expect(localDateIn('America/Martinique', lateEvening)).toBe('2026-11-21');
    expect(localDateIn('Pacific/Kiritimati', new Date('2026-12-31T11:00:00Z'))).toBe('2027-01-01');
  });
});

describe('calendarDaysBetween: calendar days where the person lives, whatever the length of the days', () => {
  it('counts a 23-hour day (spring forward) and a 25-hour day (fall back) as one day each', () => {
    expect(calendarDaysBetween('2026-03-28', new Date('2026-03-30T00:30:00+02:00'), 'Europe/Paris')).toBe(2);
    expect(calendarDaysBetween('2026-10-24', new Date('2026-10-26T23:30:00+01:00'), 'Europe/Paris')).toBe(2);
    expect(calendarDaysBetween('2026-03-20', '2026-03-30', 'Europe/Paris')).toBe(10);
    expect(calendarDaysBetween('2026-10-20', '2026-10-30', 'Europe/Paris')).toBe(10);
  });

  it('takes the day an instant falls on in that zone, not on the server', () => {
    const instant = new Date('2026-03-29T23:30:00Z'); // the 30th in Paris, still the 29th in New York
    expect(calendarDaysBetween('2026-03-20', instant, 'Europe/Paris')).toBe(10);
    expect(calendarDaysBetween('2026-03-20', instant, 'America/New_York')).toBe(9);
    expect(calendarDaysBetween('2026-04-04', new Date('2026-04-05T12:30:00Z'), 'Pacific/Auckland')).toBe(2);
  });

  it('is negative when the second day comes first, zero on the same day', () => {
    expect(calendarDaysBetween('2026-11-22', '2026-11-21', 'Europe/Paris')).toBe(-1);
    expect(calendarDaysBetween(new Date('2026-11-21T00:00:00+01:00'), new Date('2026-11-21T23:59:59+01:00'), 'Europe/Paris')).toBe(0);
  });
});
