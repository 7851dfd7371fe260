import { useId } from 'react';
import { parseISO } from 'date-fns';
import { formatDayMonth } from '#shared/dates';
import { BILAN_SCORE_MAX, type BilanResult } from '#shared/parcours/bilan';
import { formatNumber, type ScaleSpec, weeksGeometry, type WeekPoint } from './bilan-chart-geometry';
import { LineChartSvg, useChartWidth } from '#client/components/line-chart-svg';

const HEIGHT = 200;
const SCORE_SCALE: ScaleSpec = {
  min: 0,
  max: BILAN_SCORE_MAX,
  ticks: [0, 7, 14, 21, 28].filter((tick) => tick <= BILAN_SCORE_MAX),
  unit: `sur ${BILAN_SCORE_MAX}`,
};
const MOOD_SCALE: ScaleSpec = { min: 1, max: 10, ticks: [1, 4, 7, 10], unit: 'sur 10' };

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
  const [ref, width] = useChartWidth<HTMLDivElement>(400, 240);
  const chart = weeksGeometry(points, scale, { width, height: HEIGHT });
  return (
    <div ref={ref} className="bilan-chart__panel">
      <p className="bilan-chart__title" aria-hidden="true">
        {title}
      </p>
      <div className={`bilan-chart--${variant}`}>
        <LineChartSvg chart={chart} size={{ width, height: HEIGHT }} title={title} summary={summary} block="bilan-chart" />
      </div>
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
