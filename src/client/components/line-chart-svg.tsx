import { useEffect, useId, useRef, useState } from 'react';

/**
 * The width of a chart's box, followed as it changes: a chart is drawn at its real width, so that
 * its labels keep their size on a phone. Never less than `min`.
 */
export function useChartWidth<T extends HTMLElement>(initial: number, min: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(min, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [min]);
  return [ref, width] as const;
}

/** Where everything of a line chart goes, computed by a feature's own geometry (d3's scales). */
export interface LineChartGeometry {
  plot: { left: number; right: number; top: number; bottom: number };
  path: string;
  xTicks: { x: number; label: string }[];
  yTicks: { y: number; label: string }[];
  dots: { cx: number; cy: number; label: string }[];
}

/**
 * One line chart, drawn the same way everywhere (the journal's moods, the weekly bilans): grid and
 * values on the left, dates below, the line, and a dot per point whose tooltip says its value. It
 * is one image for a screen reader, named by its title and described by `summary` in words.
 * `block` prefixes the class names (`mood-chart__line`…), so each feature keeps its own colours.
 */
export function LineChartSvg({
  chart,
  size,
  title,
  summary,
  block,
  fixedSize = false,
}: {
  chart: LineChartGeometry;
  size: { width: number; height: number };
  title: string;
  summary: string;
  block: string;
  /** Width and height as attributes too (the journal's download, 800×400); otherwise the box's width. */
  fixedSize?: boolean;
}) {
  const titleId = useId();
  const descId = useId();
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      className={block}
      {...(fixedSize ? { width: size.width, height: size.height } : {})}
      viewBox={`0 0 ${size.width} ${size.height}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{summary}</desc>
      {chart.yTicks.map((tick) => (
        <g key={tick.label}>
          <line className={`${block}__grid`} x1={chart.plot.left} x2={chart.plot.right} y1={tick.y} y2={tick.y} />
          <text className={`${block}__label`} x={chart.plot.left - 10} y={tick.y} textAnchor="end" dominantBaseline="middle">
            {tick.label}
          </text>
        </g>
      ))}
      {chart.xTicks.map((tick) => (
        <text key={tick.label} className={`${block}__label`} x={tick.x} y={chart.plot.bottom + 24} textAnchor="middle">
          {tick.label}
        </text>
      ))}
      <path className={`${block}__line`} d={chart.path} />
      {chart.dots.map((dot, index) => (
        <circle key={index} className={`${block}__dot`} cx={dot.cx} cy={dot.cy} r={5}>
          <title>{dot.label}</title>
        </circle>
      ))}
    </svg>
  );
}
