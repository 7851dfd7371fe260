import { addDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { axisDays, chartGeometry, dailyMoods, type MoodPoint } from './chart-geometry';

const DOWNLOAD = { width: 800, height: 400 };
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);
const labels = (points: MoodPoint[], size = DOWNLOAD, days?: [Date, Date]) =>
  chartGeometry(points, size, days).xTicks.map((tick) => tick.label);

describe('the mood chart’s date axis never repeats a label', () => {
  it('eight entries on one day: one tick, « 23 nov. »', () => {
    const points = [8, 9, 10, 11, 13, 15, 18, 22].map((hour, index) => ({ date: at(23, hour, 36), mood: 1 + index }));
    expect(labels(points)).toEqual(['23 nov.']);
  });

  it('a few days: one tick per distinct day, in order', () => {
    const points = [at(23, 9), at(23, 21), at(24, 8), at(26, 12), at(26, 23)].map((date) => ({ date, mood: 5 }));
    expect(labels(points)).toEqual(['23 nov.', '24 nov.', '25 nov.', '26 nov.']);
  });

  it('the first of the month reads « 1er nov. »', () => {
    expect(labels([{ date: at(1, 10), mood: 4 }])).toEqual(['1er nov.']);
  });

  it('the page’s 30 days: at most as many ticks as fit, ending on today, all different', () => {
    const today = new Date(2026, 10, 23);
    const from = addDays(today, -29);
    const points = [{ date: today, mood: 6 }];
    const wide = labels(points, { width: 800, height: 280 }, [from, today]);
    expect(wide.length).toBeLessThanOrEqual(6);
    expect(wide.at(-1)).toBe('23 nov.');
    expect(new Set(wide).size).toBe(wide.length);
    const phone = labels(points, { width: 320, height: 280 }, [from, today]);
    expect(phone).toHaveLength(2);
    expect(phone.at(-1)).toBe('23 nov.');
  });

  it('whatever the span and the width, labels are unique and ticks go left to right inside the plot', () => {
    for (const span of [0, 1, 2, 5, 6, 7, 13, 29, 30, 31, 90, 400]) {
      for (const width of [280, 360, 800, 1280]) {
        const points = [
          { date: at(1, 9), mood: 3 },
          { date: addDays(at(1, 20), span), mood: 7 },
        ];
        const chart = chartGeometry(points, { width, height: 300 });
        const ticks = chart.xTicks;
        expect(new Set(ticks.map((tick) => tick.label)).size, `${span} days at ${width}px`).toBe(ticks.length);
        expect(ticks.length).toBeGreaterThanOrEqual(1);
        expect(ticks.length).toBeLessThanOrEqual(Math.max(2, Math.min(6, Math.floor(width / 130))));
        ticks.forEach((tick, index) => {
          expect(tick.x).toBeGreaterThanOrEqual(chart.plot.left);
          expect(tick.x).toBeLessThanOrEqual(chart.plot.right);
          if (index > 0) expect(tick.x).toBeGreaterThan(ticks[index - 1]!.x);
        });
        // Every dot lies inside the plot too.
        for (const dot of chart.dots) {
          expect(dot.cx).toBeGreaterThanOrEqual(chart.plot.left);
          expect(dot.cx).toBeLessThanOrEqual(chart.plot.right);
        }
      }
    }
  });

  it('a day’s tick sits under that day’s points', () => {
    const chart = chartGeometry(
      [
        { date: at(23, 11), mood: 4 },
        { date: at(23, 13), mood: 6 },
      ],
      DOWNLOAD,
    );
    const [tick] = chart.xTicks;
    expect(tick!.x).toBeGreaterThan(chart.dots[0]!.cx);
    expect(tick!.x).toBeLessThan(chart.dots[1]!.cx);
  });

  it('names each dot with its French date and mood', () => {
    const chart = chartGeometry([{ date: at(1, 10), mood: 7 }], DOWNLOAD);
    expect(chart.dots.map((dot) => dot.label)).toEqual(['1er novembre : 7/10']);
  });
});

describe('axisDays', () => {
  it('labels every day when they fit, otherwise every n-th day counted back from the last', () => {
    const day = (date: number) => new Date(2026, 10, date);
    expect(axisDays(day(23), day(23), 6)).toEqual([day(23)]);
    expect(axisDays(day(20), day(23), 6)).toEqual([day(20), day(21), day(22), day(23)]);
    expect(axisDays(day(1), day(30), 6)).toEqual([day(5), day(10), day(15), day(20), day(25), day(30)]);
    expect(axisDays(day(1), day(30), 2)).toEqual([day(15), day(30)]);
  });

  it('counts calendar days, across the change of hour', () => {
    const days = axisDays(new Date(2026, 9, 20), new Date(2026, 9, 30), 11);
    expect(days).toHaveLength(11);
    expect(new Set(days.map((date) => date.getDate())).size).toBe(11);
  });
});

describe('dailyMoods', () => {
  it('one point per day, the day’s average', () => {
    const points = dailyMoods([
      { localDate: '2026-11-23', mood: 4 },
      { localDate: '2026-11-23', mood: 7 },
      { localDate: '2026-11-24', mood: null },
      { localDate: '2026-11-25', mood: 9 },
    ]);
    expect(points.map((point) => point.mood)).toEqual([5.5, 9]);
    expect(points.map((point) => point.date.getDate())).toEqual([23, 25]);
  });
});
