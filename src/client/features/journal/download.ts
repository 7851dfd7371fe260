import { splitParagraphs } from '#shared/chat';
import { formatDateTime, formatLongDate } from '#shared/dates';
import type { JournalEntry } from '#shared/journal';
import { saveFile } from '#client/lib/save-file';
import { chartGeometry, type MoodPoint } from './chart-geometry';

export const DOWNLOAD_FILE_NAME = 'mon-journal-renouveau.html';
const CHART_SIZE = { width: 800, height: 400 };

/** Everything people wrote goes through here before it enters the file. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** SPEC.md §7 Journal download: an 800×400 SVG chart of the entries that have a mood. */
export function moodChartSvg(points: MoodPoint[]): string {
  if (points.length === 0) return '<p class="muted">Aucune entrée avec une humeur pour l’instant.</p>';
  const chart = chartGeometry(points, CHART_SIZE);
  const n = (value: number) => value.toFixed(1);
  const grid = chart.yTicks
    .map(
      (tick) =>
        `<line x1="${n(chart.plot.left)}" x2="${n(chart.plot.right)}" y1="${n(tick.y)}" y2="${n(tick.y)}" stroke="#e7dfe9"/>` +
        `<text x="${n(chart.plot.left - 10)}" y="${n(tick.y)}" text-anchor="end" dominant-baseline="middle">${escapeHtml(tick.label)}</text>`,
    )
    .join('');
  const xLabels = chart.xTicks
    .map((tick) => `<text x="${n(tick.x)}" y="${n(chart.plot.bottom + 26)}" text-anchor="middle">${escapeHtml(tick.label)}</text>`)
    .join('');
  const dots = chart.dots
    .map((dot) => `<circle cx="${n(dot.cx)}" cy="${n(dot.cy)}" r="5" fill="#a8325e"><title>${escapeHtml(dot.label)}</title></circle>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400" viewBox="0 0 800 400" role="img" aria-label="Mon humeur au fil du temps" font-family="Arial, sans-serif" font-size="13" fill="#5d5368">` +
    `${grid}${xLabels}<path d="${escapeHtml(chart.path)}" fill="none" stroke="#a8325e" stroke-width="2.5"/>${dots}</svg>`
  );
}

/**
 * The journal as one self-contained HTML file: no script, no external font or image, every piece
 * of the person's text escaped, readable on screen and on paper.
 */
export function journalHtml(entries: JournalEntry[], now: Date = new Date()): string {
  const sorted = [...entries].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
  const points = sorted.flatMap((entry) => (entry.mood === null ? [] : [{ date: new Date(entry.date), mood: entry.mood }]));
  const articles = sorted
    .map((entry) => {
      const when = formatDateTime(new Date(entry.date));
      const mood = entry.mood === null ? '' : `<p class="mood">Humeur : ${entry.mood}/10</p>`;
      const paragraphs = splitParagraphs(entry.text)
        .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
        .join('');
      return `<article><h3>${escapeHtml(when)}</h3>${mood}${paragraphs}</article>`;
    })
    .join('\n');
  const count = `${sorted.length} entrée${sorted.length > 1 ? 's' : ''}`;
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mon journal · Renouveau</title>
<style>
  body { font-family: Georgia, 'Times New Roman', serif; color: #2d2438; background: #fffaf7; max-width: 52rem; margin: 0 auto; padding: 2rem 1.25rem; line-height: 1.6; }
  h1, h2, h3 { font-family: Arial, Helvetica, sans-serif; line-height: 1.25; }
  h1 { color: #8f2a50; margin-bottom: 0.2rem; }
  h2 { color: #5b3f94; margin-top: 2rem; border-bottom: 1px solid #e7dfe9; padding-bottom: 0.3rem; }
  h3 { font-size: 1.05rem; margin: 0 0 0.3rem; }
  .muted { color: #5d5368; }
  .chart svg { max-width: 100%; height: auto; background: #fff; border: 1px solid #e7dfe9; border-radius: 12px; }
  article { background: #fff; border: 1px solid #e7dfe9; border-radius: 12px; padding: 1rem 1.2rem; margin: 1rem 0; }
  .mood { font-family: Arial, Helvetica, sans-serif; font-weight: bold; color: #8f2a50; margin: 0 0 0.5rem; }
  article p { margin: 0 0 0.6rem; white-space: normal; overflow-wrap: anywhere; }
  @media print {
    body { background: #fff; padding: 0; max-width: none; font-size: 11pt; }
    article { break-inside: avoid; border-color: #bbb; }
    .chart { break-inside: avoid; }
  }
</style>
</head>
<body>
<header>
<h1>Mon journal</h1>
<p class="muted">Exporté de Renouveau le ${escapeHtml(formatLongDate(now))} · ${count}</p>
</header>
<section class="chart">
<h2>Mon humeur au fil du temps</h2>
${moodChartSvg(points)}
</section>
<section>
<h2>Mes entrées</h2>
${articles || '<p class="muted">Aucune entrée pour l’instant.</p>'}
</section>
</body>
</html>
`;
}

/** Builds the file in the browser and hands it to the person. */
export function downloadJournal(entries: JournalEntry[]): void {
  saveFile(new Blob([journalHtml(entries)], { type: 'text/html;charset=utf-8' }), DOWNLOAD_FILE_NAME);
}
