import { format, parseISO } from 'date-fns';
import { fr } from 'date-fns/locale';
import { extent } from 'd3-array';
import { scaleLinear, scaleTime } from 'd3-scale';
import { curveMonotoneX, line } from 'd3-shape';
import { MOOD_MAX, MOOD_MIN } from '../../../shared/journal';

export interface MoodPoint {
  date: Date;
  mood: number;
}

export interface ChartSize {
  width: number;
  height: number;
}

const MARGIN = { top: 20, right: 24, bottom: 40, left: 44 };
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where everything of a mood chart goes, computed with d3's scales and line generator (no
 * hand-made axis math). Used both by the page (React SVG) and by the download (an SVG string).
 * `domain` fixes the time axis (the page's last 30 days); by default it spans the points.
 */
export function chartGeometry(points: MoodPoint[], size: ChartSize, domain?: [Date, Date]) {
  const sorted = [...points].sort((a, b) => a.date.getTime() - b.date.getTime());
  const [first, last] = extent(sorted, (point) => point.date);
  const timeDomain: [Date, Date] =
    domain ?? (first && last ? [new Date(first.getTime() - DAY_MS / 2), new Date(last.getTime() + DAY_MS / 2)] : [new Date(Date.now() - 29 * DAY_MS), new Date()]);
  const x = scaleTime().domain(timeDomain).range([MARGIN.left, size.width - MARGIN.right]);
  const y = scaleLinear().domain([MOOD_MIN, MOOD_MAX]).range([size.height - MARGIN.bottom, MARGIN.top]);
  const path = line<MoodPoint>()
    .x((point) => x(point.date))
    .y((point) => y(point.mood))
    .curve(curveMonotoneX)(sorted);
  const tickCount = Math.max(2, Math.min(6, Math.floor(size.width / 130)));
  return {
    size,
    plot: { left: MARGIN.left, right: size.width - MARGIN.right, top: MARGIN.top, bottom: size.height - MARGIN.bottom },
    path: path ?? '',
    xTicks: x.ticks(tickCount).map((date) => ({ x: x(date), label: format(date, 'd MMM', { locale: fr }) })),
    yTicks: [1, 4, 7, 10].map((mood) => ({ y: y(mood), label: String(mood) })),
    dots: sorted.map((point) => ({
      cx: x(point.date),
      cy: y(point.mood),
      label: `${format(point.date, 'd MMMM', { locale: fr })} : ${point.mood}/10`,
    })),
  };
}

export type ChartGeometry = ReturnType<typeof chartGeometry>;

/**
 * One point per day for the page's 30-day chart: the day's average mood, placed at the day
 * (several entries on one day would otherwise stack into a vertical line).
 */
export function dailyMoods(entries: { localDate: string; mood: number | null }[]): MoodPoint[] {
  const byDay = new Map<string, number[]>();
  for (const entry of entries) {
    if (entry.mood === null) continue;
    byDay.set(entry.localDate, [...(byDay.get(entry.localDate) ?? []), entry.mood]);
  }
  return [...byDay.entries()].map(([day, moods]) => ({
    date: parseISO(day),
    mood: Math.round((moods.reduce((sum, mood) => sum + mood, 0) / moods.length) * 10) / 10,
  }));
}
