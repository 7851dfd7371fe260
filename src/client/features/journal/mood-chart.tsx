import { useEffect, useId, useRef, useState } from 'react';
import { chartGeometry, type MoodPoint } from './chart-geometry';

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

/** The last 30 days of moods, drawn as SVG from d3 scales; a short text alternative for screen readers. */
export function MoodChart({ points, from, to }: { points: MoodPoint[]; from: Date; to: Date }) {
  const titleId = useId();
  const descId = useId();
  const [containerRef, width] = useWidth<HTMLDivElement>(800);
  const size = { width, height: HEIGHT };
  const chart = points.length > 0 ? chartGeometry(points, size, [from, to]) : null;
  const average = points.reduce((sum, point) => sum + point.mood, 0) / Math.max(1, points.length);
  return (
    <div ref={containerRef}>
      {chart ? (
        <svg className="mood-chart" viewBox={`0 0 ${size.width} ${size.height}`} role="img" aria-labelledby={`${titleId} ${descId}`}>
          <title id={titleId}>Mon humeur sur les 30 derniers jours</title>
          <desc id={descId}>
            {`${points.length} jour${points.length > 1 ? 's' : ''} avec une humeur, moyenne ${average.toLocaleString('fr-FR', { maximumFractionDigits: 1 })} sur 10.`}
          </desc>
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
      ) : (
        <p className="mood-chart__empty">Ta courbe d'humeur apparaîtra ici dès ta première entrée avec une humeur.</p>
      )}
    </div>
  );
}
