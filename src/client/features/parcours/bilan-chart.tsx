import { parseISO } from 'date-fns';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDayMonth } from '#shared/dates';
import { BILAN_SCORE_MAX, type BilanResult } from '#shared/parcours/bilan';
import { formatNumber, type ScaleSpec, weeksGeometry, type WeekPoint } from './bilan-chart-geometry';

const HEIGHT = 200;
const SCORE_SCALE: ScaleSpec = {
  min: 0,
  max: BILAN_SCORE_MAX,
  ticks: [0, 7, 14, 21, 28].filter((tick) => tick <= BILAN_SCORE_MAX),
  unit: `sur ${BILAN_SCORE_MAX}`,
};
const MOOD_SCALE: ScaleSpec = { min: 1, max: 10, ticks: [1, 4, 7, 10], unit: 'sur 10' };

/** The panel is drawn at its real width, so its labels keep their size on a phone. */
function useWidth<T extends HTMLElement>(initial: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(240, Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function Panel({
  title,
  summary,
  points,
  scale,
  variant,
}: {
  title: string;
  summary: string;
  points: WeekPoint[];
  scale: ScaleSpec;
  variant: 'score' | 'mood';
}) {
  const [ref, width] = useWidth<HTMLDivElement>(400);
  const titleId = useId();
  const descId = useId();
  const chart = weeksGeometry(points, scale, { width, height: HEIGHT });
  return (
    <div ref={ref} className="bilan-chart__panel">
      <p className="bilan-chart__title" aria-hidden="true">
        {title}
      </p>
      <svg
        className={`bilan-chart bilan-chart--${variant}`}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{summary}</desc>
        {chart.yTicks.map((tick) => (
          <g key={tick.label}>
            <line className="bilan-chart__grid" x1={chart.plot.left} x2={chart.plot.right} y1={tick.y} y2={tick.y} />
            <text className="bilan-chart__label" x={chart.plot.left - 8} y={tick.y} textAnchor="end" dominantBaseline="middle">
              {tick.label}
            </text>
          </g>
        ))}
        {chart.xTicks.map((tick) => (
          <text key={tick.label} className="bilan-chart__label" x={tick.x} y={chart.plot.bottom + 22} textAnchor="middle">
            {tick.label}
          </text>
        ))}
        <path className="bilan-chart__line" d={chart.path} />
        {chart.dots.map((dot, index) => (
          <circle key={index} className="bilan-chart__dot" cx={dot.cx} cy={dot.cy} r={5}>
            <title>{dot.label}</title>
          </circle>
        ))}
      </svg>
    </div>
  );
}

/** In words, for the chart's text alternative: how the score went from the first bilan to the last. */
export function scoreSummary(results: readonly BilanResult[]): string {
  const first = results[0];
  const last = results.at(-1);
  if (!first || !last) return 'Aucun bilan pour le moment.';
  if (results.length === 1) return `Un bilan : ${last.score} sur ${BILAN_SCORE_MAX}.`;
  return `${results.length} bilans, de ${first.score} sur ${BILAN_SCORE_MAX} au premier à ${last.score} sur ${BILAN_SCORE_MAX} au dernier.`;
}

function moodSummary(results: readonly BilanResult[]): string {
  const moods = results.filter((result) => result.moodAverage !== null);
  if (moods.length === 0) return 'Pas encore d’humeur notée dans ton journal ces semaines-là.';
  return (
    moods.map((result) => `${formatDayMonth(parseISO(result.date))} : ${formatNumber(result.moodAverage ?? 0)} sur 10`).join(', ') + '.'
  );
}

/**
 * « Mon bilan de la semaine »'s chart of the weeks: the score of each bilan (how much the breakup
 * weighs, the lower the better) and, beside it, the journal's mood average of the same seven days.
 * Two panels rather than one chart with two axes, which reads as if the lines should meet. The
 * table under them says the same in words and numbers.
 */
export function BilanChart({ results }: { results: readonly BilanResult[] }) {
  const captionId = useId();
  const scores = results.map((result) => ({ date: result.date, value: result.score }));
  const moods = results.map((result) => ({ date: result.date, value: result.moodAverage }));
  return (
    <figure className="bilan-chart__figure" aria-labelledby={captionId}>
      <figcaption id={captionId} className="bilan-chart__caption">
        Tes semaines
      </figcaption>
      <div className="bilan-chart__panels">
        <Panel
          title={`Le poids de la rupture (sur ${BILAN_SCORE_MAX})`}
          summary={scoreSummary(results)}
          points={scores}
          scale={SCORE_SCALE}
          variant="score"
        />
        {moods.some((mood) => mood.value !== null) ? (
          <Panel title="Ton humeur moyenne (sur 10)" summary={moodSummary(results)} points={moods} scale={MOOD_SCALE} variant="mood" />
        ) : (
          <div className="bilan-chart__panel">
            <p className="bilan-chart__title">Ton humeur moyenne (sur 10)</p>
            <p className="muted">Elle apparaîtra ici les semaines où tu notes ton humeur dans ton journal.</p>
          </div>
        )}
      </div>
      <table className="bilan-table">
        <caption className="visually-hidden">Tes bilans, semaine par semaine</caption>
        <thead>
          <tr>
            <th scope="col">Bilan du</th>
            <th scope="col">Poids de la rupture</th>
            <th scope="col">Humeur moyenne</th>
          </tr>
        </thead>
        <tbody>
          {[...results].reverse().map((result) => (
            <tr key={result.date}>
              <th scope="row">{formatDayMonth(parseISO(result.date))}</th>
              <td>
                {result.score} sur {BILAN_SCORE_MAX}
              </td>
              <td>{result.moodAverage === null ? 'pas notée' : `${formatNumber(result.moodAverage)} sur 10`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
