import { type ChartSize, chartGeometry, type MoodPoint } from './chart-geometry';
import { LineChartSvg, useChartWidth } from '#client/components/line-chart-svg';

const HEIGHT = 280;

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
  return (
    <LineChartSvg
      chart={chartGeometry(points, size, days)}
      size={size}
      title={title}
      summary={moodSummary(points)}
      block="mood-chart"
      fixedSize={fixedSize}
    />
  );
}

/** /journal: the last 30 days of moods at the page's width; a sentence while there is none. */
export function MoodChart({ points, from, to }: { points: MoodPoint[]; from: Date; to: Date }) {
  const [containerRef, width] = useChartWidth<HTMLDivElement>(800, 280);
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
