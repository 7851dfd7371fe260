import { useEffect, useId, useRef, useState } from 'react';
import { type ChartSize, chartGeometry, type MoodPoint } from './chart-geometry';

const HEIGHT = 280;

/** The chart is drawn at its real width, so its labels keep their size on a phone. */
function useWidth<T extends HTMLElement>(initial: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(280, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** What a screen reader hears of the moods: how many days, and their average. */
export function moodSummary(points: readonly MoodPoint[]): string {
  const average = points.reduce((sum, point) => sum + point.mood, 0) / Math.max(1, points.length);
  return `${points.length} jour${points.length > 1 ? 's' : ''} avec une humeur, moyenne ${average.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} sur 10.`;
}

/**
 * The mood chart itself, one drawing for the page and for the journal's download (download.tsx
 * renders it to static markup): d3's geometry as SVG, styled by its classes (journal.css on the
 * page, the file's own <style> in the download), with a title and a text alternative.
 */
export function MoodChartSvg({
  points,
  size,
  days,
  title,
  fixedSize = false,
}: {
  points: MoodPoint[];
  size: ChartSize;
  /** The first and last days shown; by default the points' own. */
  days?: [Date, Date];
  title: string;
  /** Width and height as attributes too (the download's 800×400, SPEC §7); the page's chart takes its box's width. */
  fixedSize?: boolean;
}) {
  const titleId = useId();
  const descId = useId();
  const chart = chartGeometry(points, size, days);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className="mood-chart"
      {...(fixedSize ? { width: size.width, height: size.height } : {})}
      viewBox={`0 0 ${size.width} ${size.height}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{moodSummary(points)}</desc>
      {chart.yTicks.map((tick) => (
        <g key={tick.label}>
          <line className="mood-chart__grid" x1={chart.plot.left} x2={chart.plot.right} y1={tick.y} y2={tick.y} />
          <text className="mood-chart__label" x={chart.plot.left - 10} y={tick.y} textAnchor="end" dominantBaseline="middle">
            {tick.label}
          </text>
        </g>
      ))}
      {chart.xTicks.map((tick) => (
        <text key={tick.label} className="mood-chart__label" x={tick.x} y={chart.plot.bottom + 24} textAnchor="middle">
          {tick.label}
        </text>
      ))}
      <path className="mood-chart__line" d={chart.path} />
      {chart.dots.map((dot, index) => (
        <circle key={index} className="mood-chart__dot" cx={dot.cx} cy={dot.cy} r={5}>
          <title>{dot.label}</title>
        </circle>
      ))}
    </svg>
  );
}

/** /journal: the last 30 days of moods at the page's width; a sentence while there is none. */
export function MoodChart({ points, from, to }: { points: MoodPoint[]; from: Date; to: Date }) {
  const [containerRef, width] = useWidth<HTMLDivElement>(800);
  return (
    <div ref={containerRef}>
      {points.length > 0 ? (
        <MoodChartSvg points={points} size={{ width, height: HEIGHT }} days={[from, to]} title="Mon humeur sur les 30 derniers jours" />
      ) : (
        <p className="mood-chart__empty">Ta courbe d'humeur apparaîtra ici dès ta première entrée avec une humeur.</p>
      )}
    </div>
  );
}
