import { addDays, eachDayOfInterval, parseISO, startOfDay } from 'date-fns';
import { extent } from 'd3-array';
import { scaleLinear, scaleTime } from 'd3-scale';
import { curveMonotoneX, line } from 'd3-shape';
import { formatDayMonth, formatShortDate } from '#shared/dates';
import { MOOD_MAX, MOOD_MIN } from '#shared/journal';

export interface MoodPoint {
  date: Date;
  mood: number;
}

export interface ChartSize {
  width: number;
  height: number;
}

const MARGIN = { top: 20, right: 24, bottom: 40, left: 44 };

/** Midday of `date`'s calendar day, halfway between its midnights (days of 23 or 25 hours too). */
export function middleOfDay(date: Date): Date {
  const start = startOfDay(date).getTime();
  return new Date((start + startOfDay(addDays(date, 1)).getTime()) / 2);
}

/**
 * The days a date axis labels, from `first` to `last` included: every day when they fit in
 * `maxTicks`, otherwise every n-th day counted back from the last (so today is always named).
 * One tick per calendar day, so a label never repeats, however close together the entries are.
 */
export function axisDays(first: Date, last: Date, maxTicks: number): Date[] {
  const [start, end] = first <= last ? [first, last] : [last, first];
  const days = eachDayOfInterval({ start: startOfDay(start), end: startOfDay(end) });
  const step = Math.ceil(days.length / Math.max(1, maxTicks));
  return days.filter((_, index) => (days.length - 1 - index) % step === 0);
}

/**
 * Where everything of a mood chart goes, computed with d3's scales and line generator. Used both
 * by the page and by the download, both drawn by MoodChartSvg (mood-chart.tsx). The time axis spans whole days:
 * `days` (the first and last shown, like the page's last 30 days), by default the points' days.
 * Each labelled day has its tick in its middle, under that day's points.
 */
export function chartGeometry(points: MoodPoint[], size: ChartSize, days?: [Date, Date]) {
  const sorted = [...points].sort((a, b) => a.date.getTime() - b.date.getTime());
  const [first, last] = days ?? extent(sorted, (point) => point.date);
  const firstDay = startOfDay(first ?? new Date());
  const lastDay = startOfDay(last ?? firstDay);
  const x = scaleTime()
    .domain([firstDay, addDays(lastDay, 1)])
    .range([MARGIN.left, size.width - MARGIN.right]);
  const y = scaleLinear()
    .domain([MOOD_MIN, MOOD_MAX])
    .range([size.height - MARGIN.bottom, MARGIN.top]);
  const path = line<MoodPoint>()
    .x((point) => x(point.date))
    .y((point) => y(point.mood))
    .curve(curveMonotoneX)(sorted);
  const tickCount = Math.max(2, Math.min(6, Math.floor(size.width / 130)));
  return {
    size,
    plot: { left: MARGIN.left, right: size.width - MARGIN.right, top: MARGIN.top, bottom: size.height - MARGIN.bottom },
    path: path ?? '',
    xTicks: axisDays(firstDay, lastDay, tickCount).map((day) => ({ x: x(middleOfDay(day)), label: formatShortDate(day) })),
    yTicks: [1, 4, 7, 10].map((mood) => ({ y: y(mood), label: String(mood) })),
    dots: sorted.map((point) => ({
      cx: x(point.date),
      cy: y(point.mood),
      label: `${formatDayMonth(point.date)} : ${point.mood}/10`,
    })),
  };
}

export type ChartGeometry = ReturnType<typeof chartGeometry>;

/**
 * One point per day for the page's 30-day chart: the day's average mood, placed in the middle of
 * the day, above its tick (several entries on one day would otherwise stack into a vertical line).
 */
export function dailyMoods(entries: { localDate: string; mood: number | null }[]): MoodPoint[] {
  const byDay = new Map<string, number[]>();
  for (const entry of entries) {
    if (entry.mood === null) continue;
    byDay.set(entry.localDate, [...(byDay.get(entry.localDate) ?? []), entry.mood]);
  }
  return [...byDay.entries()].map(([day, moods]) => ({
    date: middleOfDay(parseISO(day)),
    mood: Math.round((moods.reduce((sum, mood) => sum + mood, 0) / moods.length) * 10) / 10,
  }));
}
