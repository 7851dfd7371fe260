import { Fragment } from 'react';
import { splitParagraphs } from '#shared/text';
import { formatDateTime, formatLongDate } from '#shared/dates';
import type { JournalEntry } from '#shared/journal';
import { saveFile } from '#client/lib/save-file';
import type { MoodPoint } from './chart-geometry';
import { MoodChartSvg } from './mood-chart';

export const DOWNLOAD_FILE_NAME = 'mon-journal-renouveau.html';
/** SPEC.md §7 Journal download: an 800×400 chart of the entries that have a mood. */
export const FILE_CHART_SIZE = { width: 800, height: 400 };
export const FILE_CHART_TITLE = 'Mon humeur au fil du temps';

/** The file's own styles (it loads nothing): the page's look, and the chart's classes in plain colours. */
const STYLE = `
  body { font-family: Georgia, 'Times New Roman', serif; color: #2d2438; background: #fffaf7; max-width: 52rem; margin: 0 auto; padding: 2rem 1.25rem; line-height: 1.6; }
  h1, h2, h3 { font-family: Arial, Helvetica, sans-serif; line-height: 1.25; }
  h1 { color: #8f2a50; margin-bottom: 0.2rem; }
  h2 { color: #5b3f94; margin-top: 2rem; border-bottom: 1px solid #e7dfe9; padding-bottom: 0.3rem; }
  h3 { font-size: 1.05rem; margin: 0 0 0.3rem; }
  .muted { color: #5d5368; }
  .chart svg { max-width: 100%; height: auto; background: #fff; border: 1px solid #e7dfe9; border-radius: 12px; }
  .mood-chart { font-family: Arial, Helvetica, sans-serif; }
  .mood-chart__grid { stroke: #e7dfe9; }
  .mood-chart__label { fill: #5d5368; font-size: 13px; }
  .mood-chart__line { fill: none; stroke: #a8325e; stroke-width: 2.5; }
  .mood-chart__dot { fill: #a8325e; stroke: #ffffff; stroke-width: 2; }
  article { background: #fff; border: 1px solid #e7dfe9; border-radius: 12px; padding: 1rem 1.2rem; margin: 1rem 0; }
  .mood { font-family: Arial, Helvetica, sans-serif; font-weight: bold; color: #8f2a50; margin: 0 0 0.5rem; }
  article p { margin: 0 0 0.6rem; white-space: normal; overflow-wrap: anywhere; }
  @media print {
    body { background: #fff; padding: 0; max-width: none; font-size: 11pt; }
    article { break-inside: avoid; border-color: #bbb; }
    .chart { break-inside: avoid; }
  }
`;

/**
 * The file's body: the chart the page draws (MoodChartSvg), then every entry. Rendered by React,
 * so every piece of the person's text is escaped by React, not by a copy of our own.
 */
export function JournalFile({ entries, now }: { entries: JournalEntry[]; now: Date }) {
  const sorted = [...entries].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const points: MoodPoint[] = sorted.flatMap((entry) => (entry.mood === null ? [] : [{ date: new Date(entry.date), mood: entry.mood }]));
  return (
    <>
      <header>
        <h1>Mon journal</h1>
        <p className="muted">
          Exporté de Renouveau le {formatLongDate(now)} · {sorted.length} entrée{sorted.length > 1 ? 's' : ''}
        </p>
      </header>
      <section className="chart">
        <h2>{FILE_CHART_TITLE}</h2>
        {points.length > 0 ? (
          <MoodChartSvg points={points} size={FILE_CHART_SIZE} title={FILE_CHART_TITLE} fixedSize />
        ) : (
          <p className="muted">Aucune entrée avec une humeur pour l’instant.</p>
        )}
      </section>
      <section>
        <h2>Mes entrées</h2>
        {sorted.length === 0 ? <p className="muted">Aucune entrée pour l’instant.</p> : null}
        {sorted.map((entry) => (
          <article key={entry.id}>
            <h3>{formatDateTime(new Date(entry.date))}</h3>
            {entry.mood === null ? null : <p className="mood">Humeur : {entry.mood}/10</p>}
            {splitParagraphs(entry.text).map((paragraph, index) => (
              <p key={index}>
                {paragraph.split('\n').map((line, lineIndex) => (
                  <Fragment key={lineIndex}>
                    {lineIndex > 0 ? <br /> : null}
                    {line}
                  </Fragment>
                ))}
              </p>
            ))}
          </article>
        ))}
      </section>
    </>
  );
}

/**
 * The journal as one self-contained HTML file: no script, no external font or image, readable on
 * screen and on paper. react-dom/server is fetched here, when a download is asked for, so it does
 * not weigh on the journal page's chunk.
 */
export async function journalHtml(entries: JournalEntry[], now: Date = new Date()): Promise<string> {
  const { renderToStaticMarkup } = await import('react-dom/server');
  const body = renderToStaticMarkup(<JournalFile entries={entries} now={now} />);
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mon journal · Renouveau</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** Builds the file in the browser and hands it to the person. */
export async function downloadJournal(entries: JournalEntry[]): Promise<void> {
  saveFile(new Blob([await journalHtml(entries)], { type: 'text/html;charset=utf-8' }), DOWNLOAD_FILE_NAME);
}
