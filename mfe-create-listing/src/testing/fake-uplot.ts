// Tests only: uPlot stood in for at the edge (jsdom has no canvas). A test file says
//   jest.mock('uplot', () => require('<relative path>/testing/fake-uplot'));
// and reads what each chart was given with `drawnCharts(uPlot)`: the text under each bar, the values,
// the colour, the value axis' labels, and a hover doing what uPlot's cursor does.
import type uPlot from 'uplot';

interface FakeInstance {
  options: uPlot.Options;
  data: uPlot.AlignedData;
  target: HTMLElement;
  destroy: jest.Mock;
  setData: jest.Mock;
  setSize: jest.Mock;
}

const FakeUPlot = Object.assign(
  jest.fn(
    (options: uPlot.Options, data: uPlot.AlignedData, target: HTMLElement): FakeInstance => ({
      options,
      data,
      target,
      destroy: jest.fn(),
      setData: jest.fn(),
      setSize: jest.fn(),
    }),
  ),
  { paths: { bars: jest.fn(() => () => null) }, rangeNum: jest.fn((min: number, max: number) => [min, max]), pxRatio: 1 },
);

export default FakeUPlot;

export interface DrawnChart {
  /** The element uPlot was given to draw into. */
  target: HTMLElement;
  /** The x axis' text under each bar, oldest first. */
  labels: string[];
  /** The bars' values (after the latest setData, if any). */
  values: Array<number | null | undefined>;
  /** The bars' fill colour. */
  color: unknown;
  /** The value axis' text for these amounts. */
  valueLabels(amounts: number[]): string[];
  /** What uPlot's cursor reports when the pointer is over bar `index` (null: it left the chart). */
  hover(index: number | null): void;
  destroyed: boolean;
}

/** The charts drawn since the mock was last cleared, in order (a constructor that threw drew none). */
export function drawnCharts(mock: typeof uPlot): DrawnChart[] {
  const fake = mock as unknown as typeof FakeUPlot;
  return fake.mock.results.filter((result) => result.type === 'return').map(({ value }) => chartOf(value as FakeInstance));
}

function chartOf(instance: FakeInstance): DrawnChart {
  const { options, target } = instance;
  const latest = (instance.setData.mock.calls.at(-1)?.[0] as uPlot.AlignedData | undefined) ?? instance.data;
  const self = instance as unknown as uPlot;
  const axisText = (axisIdx: number, splits: number[]) => {
    const values = options.axes?.[axisIdx]?.values;
    if (typeof values !== 'function') throw new Error(`axis ${axisIdx} has no values function`);
    return values(self, splits, axisIdx, 0, 0).map(String);
  };
  return {
    target,
    labels: axisText(0, Array.from(latest[0], (_, i) => i)),
    values: [...(latest[1] ?? [])],
    color: options.series[1]?.fill,
    valueLabels: (amounts) => axisText(1, amounts),
    hover(index) {
      const cursor = { idx: index, idxs: [index, index] };
      for (const hook of [options.hooks?.setCursor ?? []].flat()) hook?.({ ...self, cursor } as uPlot);
    },
    get destroyed() {
      return instance.destroy.mock.calls.length > 0;
    },
  };
}
