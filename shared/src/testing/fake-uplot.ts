// Tests only: uPlot stood in for at the edge (jsdom has no canvas), under the charts of
// `@bizmarkt/shared/charts`. A test file calls `mockUPlot()` at its top level, and reads what each
// chart was given with `drawnCharts()`: the text under each bar, the values, the colour, the value
// axis' labels, and a hover doing what uPlot's cursor does. `fakeUPlot` is the constructor's mock
// (calls, `mockClear`, `mockImplementationOnce`).
import type uPlot from 'uplot';

interface FakeInstance {
  options: uPlot.Options;
  data: uPlot.AlignedData;
  target: HTMLElement;
  destroy: jest.Mock;
  setData: jest.Mock;
  setSize: jest.Mock;
}

export const fakeUPlot = Object.assign(
  jest.fn((options: uPlot.Options, data: uPlot.AlignedData, target: HTMLElement): FakeInstance => ({
    options,
    data,
    target,
    destroy: jest.fn(),
    setData: jest.fn(),
    setSize: jest.fn(),
  })),
  { paths: { bars: jest.fn(() => () => null) }, rangeNum: jest.fn((min: number, max: number) => [min, max]), pxRatio: 1 },
);

/**
 * Puts `fakeUPlot` in uPlot's place for this test file. Called here, `jest.mock` resolves `uplot` from
 * the shared package, as the chart module does (the apps do not depend on uPlot). Charts load uPlot
 * with their module on first use, so a call after the test file's imports is in time.
 */
export function mockUPlot(): void {
  jest.mock('uplot', () => ({ __esModule: true, default: fakeUPlot }));
}

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

/** The charts drawn since `fakeUPlot` was last cleared, in order (a constructor that threw drew none). */
export function drawnCharts(): DrawnChart[] {
  return fakeUPlot.mock.results.filter((result) => result.type === 'return').map(({ value }) => chartOf(value as FakeInstance));
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
    labels: axisText(
      0,
      Array.from(latest[0], (_, i) => i),
    ),
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
