import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { isoDay, localDateIn } from './local-day';

describe('localDateIn: the day of an instant in a time zone', () => {
  it('is the day where the person is, not the UTC day, on both sides of midnight', () => {
    const lateUtc = new Date('2026-03-10T23:30:00Z');
    expect(localDateIn('UTC', lateUtc)).toBe('2026-03-10');
    expect(localDateIn('Europe/Paris', lateUtc)).toBe('2026-03-11');
    expect(localDateIn('Pacific/Kiritimati', lateUtc)).toBe('2026-03-11');
    expect(localDateIn('America/Los_Angeles', lateUtc)).toBe('2026-03-10');
    expect(localDateIn('America/Los_Angeles', new Date('2026-03-11T07:30:00Z'))).toBe('2026-03-11');
  });

  it('writes four-digit years and two-digit months and days', () => {
    expect(localDateIn('Europe/Paris', new Date('1900-01-01T12:00:00Z'))).toBe('1900-01-01');
    expect(localDateIn('Europe/Paris', new Date('2026-12-31T12:00:00Z'))).toBe('2026-12-31');
  });
});

describe('isoDay: a calendar date as a string', () => {
  it('is the date the Date shows where it is read, as date-fns writes it', () => {
    for (let day = 0; day < 800; day += 7) {
      const date = new Date(2025, 0, 1 + day);
      expect(isoDay(date)).toBe(format(date, 'yyyy-MM-dd'));
    }
    expect(isoDay(new Date(2026, 2, 11, 0, 30))).toBe('2026-03-11');
    expect(isoDay(new Date(2026, 2, 10, 23, 59))).toBe('2026-03-10');
  });
});
