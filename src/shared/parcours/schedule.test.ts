import { describe, expect, it } from 'vitest';
import { finishDay, parcoursDayOf, type ParcoursRecord, refusalFor, scheduleOf } from './schedule';

const TZ = 'Europe/Paris';
const done = (finishedOn: string) => ({ status: 'done' as const, finishedOn, link: null });

describe('parcoursDayOf: the parcours day turns at 5 a.m. where the person lives', () => {
  it.each([
    ['2026-03-10T03:59:00Z', '2026-03-09'], // 04:59 in Paris (winter)
    ['2026-03-10T04:00:00Z', '2026-03-10'], // 05:00
    ['2026-03-29T02:59:00Z', '2026-03-28'], // 04:59 summer time, the night the clocks went forward
    ['2026-03-29T03:00:00Z', '2026-03-29'], // 05:00 summer time
    ['2026-10-25T03:30:00Z', '2026-10-24'], // 04:30 winter time, the night the clocks go back (25 hours)
    ['2026-10-25T04:00:00Z', '2026-10-25'], // 05:00 winter time
  ])('%s → %s', (instant, day) => {
    expect(parcoursDayOf(TZ, new Date(instant))).toBe(day);
  });

  it('is the person’s own clock: 6 a.m. in Tokyo is still the night in Paris', () => {
    const instant = new Date('2026-06-01T21:00:00Z'); // 06:00 in Tokyo, 23:00 in Paris
    expect(parcoursDayOf('Asia/Tokyo', instant)).toBe('2026-06-02');
    expect(parcoursDayOf(TZ, instant)).toBe('2026-06-01');
  });
});

describe('scheduleOf', () => {
  it('opens day 1 to someone who has not started', () => {
    const schedule = scheduleOf(null, '2026-01-01');
    expect(schedule).toMatchObject({ current: 1, currentStatus: 'open', welcomeBack: false, paused: false, finished: false });
    expect(schedule.statuses.slice(0, 3)).toEqual(['open', 'locked', 'locked']);
  });

  it('keeps the next day for tomorrow once one is finished today, and opens it the day after', () => {
    const record = finishDay(null, 1, { status: 'done', link: null }, '2026-01-01');
    expect(scheduleOf(record, '2026-01-01')).toMatchObject({ current: 2, currentStatus: 'tomorrow' });
    expect(scheduleOf(record, '2026-01-01').statuses.slice(0, 2)).toEqual(['done', 'tomorrow']);
    expect(scheduleOf(record, '2026-01-02')).toMatchObject({ current: 2, currentStatus: 'open', welcomeBack: false });
  });

  it('welcomes back after a whole day away or more, whatever how long', () => {
    const record: ParcoursRecord = { startedOn: '2026-01-01', paused: false, days: { 1: done('2026-01-01'), 2: done('2026-01-02') } };
    expect(scheduleOf(record, '2026-01-03').welcomeBack).toBe(false);
    expect(scheduleOf(record, '2026-01-04').welcomeBack).toBe(true);
    expect(scheduleOf(record, '2026-03-01')).toMatchObject({ welcomeBack: true, current: 3, currentStatus: 'open' });
  });

  it('counts a day finished « after » today (a clock put back) as today’s', () => {
    const record = finishDay(null, 1, { status: 'skipped', link: null }, '2026-01-05');
    expect(scheduleOf(record, '2026-01-04').currentStatus).toBe('tomorrow');
  });

  it('is finished after the 28th day', () => {
    const days = Object.fromEntries(Array.from({ length: 28 }, (_, index) => [index + 1, done('2026-01-01')]));
    expect(scheduleOf({ startedOn: '2026-01-01', paused: false, days }, '2026-02-01')).toMatchObject({
      current: null,
      currentStatus: null,
      finished: true,
    });
  });

  it('resumes a paused parcours when a day is finished', () => {
    const paused: ParcoursRecord = { startedOn: '2026-01-01', paused: true, days: {} };
    expect(scheduleOf(paused, '2026-01-01').paused).toBe(true);
    expect(finishDay(paused, 1, { status: 'done', link: null }, '2026-01-01').paused).toBe(false);
  });
});

describe('refusalFor', () => {
  const record = finishDay(null, 1, { status: 'done', link: null }, '2026-01-01');
  it('refuses a finished day, a day ahead, and the next day before the morning', () => {
    expect(refusalFor(scheduleOf(record, '2026-01-02'), 1)).toBe('finished');
    expect(refusalFor(scheduleOf(record, '2026-01-02'), 3)).toBe('not-yet');
    expect(refusalFor(scheduleOf(record, '2026-01-01'), 2)).toBe('not-yet');
    expect(refusalFor(scheduleOf(record, '2026-01-02'), 2)).toBeNull();
  });
});
