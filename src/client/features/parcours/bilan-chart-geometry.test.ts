import { describe, expect, it } from 'vitest';
import { weeksGeometry } from './bilan-chart-geometry';

const SCALE = { min: 0, max: 28, ticks: [0, 14, 28], unit: 'sur 28' };
const SIZE = { width: 400, height: 200 };

describe('the weeks’ chart of the bilan', () => {
  it('draws a single bilan as one dot in the middle, named in French', () => {
    const chart = weeksGeometry([{ date: '2026-11-26', value: 12 }], SCALE, SIZE);
    expect(chart.dots).toHaveLength(1);
    expect(chart.dots[0]!.cx).toBeCloseTo((chart.plot.left + chart.plot.right) / 2);
    expect(chart.dots[0]!.label).toBe('26 novembre : 12 sur 28');
    expect(chart.xTicks.map((tick) => tick.label)).toEqual(['26 nov.']);
  });

  it('places a higher score higher, and leaves out the weeks without a value', () => {
    const chart = weeksGeometry(
      [
        { date: '2026-11-05', value: 20 },
        { date: '2026-11-12', value: null },
        { date: '2026-11-19', value: 8 },
      ],
      SCALE,
      SIZE,
    );
    expect(chart.dots).toHaveLength(2);
    expect(chart.dots[0]!.cy).toBeLessThan(chart.dots[1]!.cy);
    // The line breaks where a week has no value: two separate pieces, each a single point.
    expect(chart.path.match(/M/g)).toHaveLength(2);
  });
});
