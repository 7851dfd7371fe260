import { parseISO } from 'date-fns';
import { scaleLinear, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import { formatDayMonth, formatShortDate } from '#shared/dates';

/** One bilan on a chart: its day (yyyy-MM-dd) and its value, null when there is none (no mood that week). */
export interface WeekPoint {
  date: string;
  value: number | null;
}

export interface ScaleSpec {
  min: number;
  max: number;
  ticks: readonly number[];
  /** « sur 28 », « sur 10 »: what a dot's tooltip says after the value. */
  unit: string;
}

const MARGIN = { top: 16, right: 20, bottom: 36, left: 40 };

/**
 * Where everything of one panel of the weeks' chart goes (d3's scales and line generator, as the
 * journal's mood chart): a point per bilan, evenly spaced (one a week), the line broken where a
 * week has no value. A single bilan is a single dot in the middle.
 */
export function weeksGeometry(points: readonly WeekPoint[], scale: ScaleSpec, size: { width: number; height: number }) {
  const x = scalePoint<string>()
    .domain(points.map((point) => point.date))
    .range([MARGIN.left, size.width - MARGIN.right])
    .padding(0.5);
  const y = scaleLinear()
    .domain([scale.min, scale.max])
    .range([size.height - MARGIN.bottom, MARGIN.top]);
  const xOf = (point: WeekPoint) => x(point.date) ?? MARGIN.left;
  const path = line<WeekPoint>()
    .defined((point) => point.value !== null)
    .x(xOf)
    .y((point) => y(point.value ?? scale.min))(points);
  // At most one date label every 70 px, counted back from the last bilan so the latest is named.
  const step = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor((size.width - MARGIN.left - MARGIN.right) / 70))));
  return {
    plot: { left: MARGIN.left, right: size.width - MARGIN.right, top: MARGIN.top, bottom: size.height - MARGIN.bottom },
    path: path ?? '',
    yTicks: scale.ticks.map((tick) => ({ y: y(tick), label: String(tick) })),
    xTicks: points
      .filter((_, index) => (points.length - 1 - index) % step === 0)
      .map((point) => ({ x: xOf(point), label: formatShortDate(parseISO(point.date)) })),
    dots: points
      .filter((point) => point.value !== null)
      .map((point) => ({
        cx: xOf(point),
        cy: y(point.value ?? scale.min),
        label: `${formatDayMonth(parseISO(point.date))} : ${formatNumber(point.value ?? 0)} ${scale.unit}`,
      })),
  };
}

/** « 5,3 », « 12 »: French decimals, one at most. */
export const formatNumber = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 1 });
