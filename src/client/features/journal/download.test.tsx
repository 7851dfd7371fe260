// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { JournalEntry } from '#shared/journal';
import { FILE_CHART_SIZE, FILE_CHART_TITLE, journalHtml } from './download';
import { MoodChart, MoodChartSvg } from './mood-chart';

// jsdom has no ResizeObserver: the page's chart keeps its first width (800).
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

const entry = (id: string, date: string, mood: number | null, text: string): JournalEntry => ({
  id,
  date,
  mood,
  text,
  localDate: date.slice(0, 10),
});
const ENTRIES = [
  entry('a', '2026-03-02T09:00:00.000Z', 4, 'Une journée grise.'),
  entry('b', '2026-03-05T19:30:00.000Z', 7, 'Mieux.\nJ’ai marché <img src=x onerror="alert(1)"> & « respiré ».'),
  entry('c', '2026-03-09T20:00:00.000Z', null, '</article><script>alert(2)</script>'),
];
const POINTS = ENTRIES.flatMap((item) => (item.mood === null ? [] : [{ date: new Date(item.date), mood: item.mood }]));

/** One SVG, parsed and serialised by the same DOM, with React's generated ids set aside. */
function normalised(svg: Element): string {
  return svg.outerHTML.replace(/(id|aria-labelledby)="[^"]*"/g, '$1=""');
}
function svgOf(markup: string): Element {
  const svg = new DOMParser().parseFromString(markup, 'text/html').querySelector('svg');
  if (!svg) throw new Error('no chart in the markup');
  return svg;
}

describe('the journal download', () => {
  it('draws its chart with the page’s component: the file’s SVG is MoodChartSvg’s markup, at the file’s size', async () => {
    const file = await journalHtml(ENTRIES, new Date('2026-03-10T12:00:00Z'));
    const expected = renderToStaticMarkup(<MoodChartSvg points={POINTS} size={FILE_CHART_SIZE} title={FILE_CHART_TITLE} fixedSize />);
    expect(normalised(svgOf(file))).toBe(normalised(svgOf(expected)));
    // Two dots (the entry without a mood has none), the grid and the line: the chart, not a stub.
    expect(svgOf(file).querySelectorAll('circle.mood-chart__dot')).toHaveLength(2);
    expect(svgOf(file).querySelector('path.mood-chart__line')?.getAttribute('d')).toMatch(/^M/);
    expect(svgOf(file).getAttribute('viewBox')).toBe('0 0 800 400');
    expect([svgOf(file).getAttribute('width'), svgOf(file).getAttribute('height')]).toEqual(['800', '400']);
  });

  it('and the page draws the same component, at its own size and over its 30 days', () => {
    const from = new Date('2026-02-08T00:00:00');
    const to = new Date('2026-03-09T00:00:00');
    const { container } = render(<MoodChart points={POINTS} from={from} to={to} />);
    const page = container.querySelector('svg');
    if (!page) throw new Error('no chart on the page');
    const expected = renderToStaticMarkup(
      <MoodChartSvg points={POINTS} size={{ width: 800, height: 280 }} days={[from, to]} title="Mon humeur sur les 30 derniers jours" />,
    );
    expect(normalised(page)).toBe(normalised(svgOf(expected)));
  });

  it('escapes what the person wrote: their text reads as text, and no tag of theirs enters the file', async () => {
    const file = await journalHtml(ENTRIES, new Date('2026-03-10T12:00:00Z'));
    const doc = new DOMParser().parseFromString(file, 'text/html');
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.querySelector('article img')).toBeNull();
    const articles = [...doc.querySelectorAll('article')];
    expect(articles).toHaveLength(3);
    expect(articles[1]?.textContent).toContain('J’ai marché <img src=x onerror="alert(1)"> & « respiré ».');
    expect(articles[1]?.querySelector('p:not(.mood)')?.innerHTML).toContain('Mieux.<br>J’ai marché &lt;img');
    expect(articles[2]?.textContent).toContain('</article><script>alert(2)</script>');
    expect(file).toContain('&lt;/article&gt;&lt;script&gt;');
  });

  it('says so when no entry has a mood, and when there is no entry at all', async () => {
    const noMood = new DOMParser().parseFromString(await journalHtml([ENTRIES[2] as JournalEntry]), 'text/html');
    expect(noMood.querySelector('svg')).toBeNull();
    expect(noMood.querySelector('.chart')?.textContent).toContain('Aucune entrée avec une humeur pour l’instant.');
    const empty = await journalHtml([]);
    expect(empty).toContain('Aucune entrée pour l’instant.');
    expect(empty).toContain('· 0 entrée<');
  });
});
