import type uPlot from 'uplot';
import { drawnCharts, fakeUPlot } from '../testing';
import { drawBarChart, type BarChartInput } from './bar-chart';

// jsdom has no canvas: what uPlot is given is read from the fake (the pages' tests read the same).
// Hoisted above the imports, unlike mockUPlot(): this file imports the chart module at once, not with
// import() as the pages do.
jest.mock('uplot', () => ({ __esModule: true, default: require('../testing/fake-uplot').fakeUPlot }));

const input = (values: number[], labels = values.map((_, i) => `M${i + 1}`)): BarChartInput => ({
  labels,
  values,
  color: '#1f5eff',
  formatValue: (value) => `${value} €`,
  onHover: jest.fn(),
});

/** The value axis' range for bars between `min` and `max` (the fake's rangeNum adds no padding). */
function valueRange(min: number, max: number): unknown {
  const [options] = fakeUPlot.mock.calls.at(-1)!;
  const range = options.scales?.y?.range;
  if (typeof range !== 'function') throw new Error('the y scale has no range function');
  return range({} as uPlot, min, max, 'y');
}

afterEach(() => fakeUPlot.mockClear());

describe('drawBarChart', () => {
  it('redraws in place on update: the same uPlot, the new months and values', () => {
    const chart = drawBarChart(document.createElement('div'), input([10, 20, 30]));
    chart.update(input([10, 20, 30, 40], ['Jan', 'Feb', 'Mar', 'Apr']));

    expect(fakeUPlot).toHaveBeenCalledTimes(1);
    const [drawn] = drawnCharts();
    expect(drawn!.labels).toEqual(['Jan', 'Feb', 'Mar', 'Apr']);
    expect(drawn!.values).toEqual([10, 20, 30, 40]);
    expect(drawn!.valueLabels([0, 40])).toEqual(['0 €', '40 €']);
  });

  it('grows the bars from zero, also when every value is on one side of it', () => {
    drawBarChart(document.createElement('div'), input([1000, 5000]));
    expect(valueRange(1000, 5000)).toEqual([0, 5000]);
    expect(valueRange(-300, -100)).toEqual([-300, 0]);
    expect(valueRange(0, 0)).toEqual([0, 100]);
  });

  it('follows the size of its element until destroyed', () => {
    const chart = drawBarChart(document.createElement('div'), input([1, 2, 3]));
    const instance = fakeUPlot.mock.results[0]!.value as { setSize: jest.Mock };
    // No ResizeObserver in jsdom: the window's resize stands in for it.
    window.dispatchEvent(new Event('resize'));
    expect(instance.setSize).toHaveBeenCalledTimes(1);

    chart.destroy();
    window.dispatchEvent(new Event('resize'));
    expect(instance.setSize).toHaveBeenCalledTimes(1);
    expect(drawnCharts()[0]!.destroyed).toBe(true);
  });

  it('draws a second series of bars beside the first and a line on its own axis at the right, in one plot area', () => {
    drawBarChart(document.createElement('div'), {
      ...input([100, 200]),
      moreBars: [{ values: [10, -20], color: '#15803d' }],
      line: { values: [10, null], color: '#b45309', formatValue: (value) => `${value} %` },
    });
    const [options, data] = fakeUPlot.mock.calls.at(-1)!;
    expect(data).toEqual([
      [0, 1],
      [100, 200],
      [10, -20],
      [10, null],
    ]);
    expect(options.series.map((series) => [series.fill ?? null, series.stroke ?? null, series.scale ?? null])).toEqual([
      [null, null, null],
      ['#1f5eff', '#1f5eff', null],
      ['#15803d', '#15803d', null],
      [null, '#b45309', 'line'],
    ]);
    // The two bar series share one bars builder each, the first left of the month's centre, the second right.
    expect(fakeUPlot.paths.bars.mock.calls.slice(-2).map((call) => ((call as unknown[])[0] as { align: number }).align)).toEqual([-1, 1]);
    const lineAxis = options.axes![2]!;
    expect(lineAxis).toMatchObject({ scale: 'line', side: 1 });
    expect((lineAxis.values as (u: uPlot, splits: number[]) => string[])({} as uPlot, [0, 25])).toEqual(['0 %', '25 %']);
    const range = options.scales!.line!.range as (u: uPlot, min: number, max: number, key: string) => unknown;
    expect(range({} as uPlot, 8, 30, 'line')).toEqual([0, 30]);
  });
});
