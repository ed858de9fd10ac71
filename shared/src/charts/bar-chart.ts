// uPlot drawing monthly series as bars — one, or several side by side per month — with an optional
// line on an axis of its own at the right (the business page: revenue and net profit as bars, the
// margin as a line, one plot area for all three), for the pages that chart months (the business page,
// the wizard's financials step). Pure code that every app bundles itself: a page loads this module with
// `import('@bizmarkt/shared/charts')` when it first draws a chart, so uPlot and its stylesheet come
// in that lazy chunk and nowhere else. uPlot has no bar type; its bars path builder draws them on a
// linear x scale where bar i stands at x = i, and the axis writes the month under it. Every text
// (months, amounts) is formatted by the caller in the page's language.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

/** A further series of bars, drawn beside the first one in each month. */
export interface BarSeries {
  values: readonly number[];
  color: string;
}

/** A line over the bars on a scale of its own (its axis at the right), e.g. the margin in percent. */
export interface LineSeries {
  /** One value per month; null leaves a gap (no revenue, no margin). */
  values: readonly (number | null)[];
  color: string;
  /** The right axis' tick labels. */
  formatValue: (value: number) => string;
}

export interface BarChartInput {
  /** One label per bar, as the page writes the month. */
  labels: readonly string[];
  values: readonly number[];
  color: string;
  /** A second series of bars beside the first in each month (the month's two bars share its slot). */
  moreBars?: readonly [BarSeries];
  line?: LineSeries;
  /** The value axis' tick labels (the page's currency format). */
  formatValue: (value: number) => string;
  /** The bar under the pointer (its index), null when the pointer leaves the chart. */
  onHover: (index: number | null) => void;
}

export interface BarChart {
  /** Redraws with the months and values as they are now (typed or imported), on the same canvas. */
  update(input: BarChartInput): void;
  destroy(): void;
}

const AXIS_TEXT = '#5b6678';
const GRID = '#e3e8f0';
/** Darkens the hovered bar (the read-out beside the chart names its month and value). */
const HOVER_FILL = 'rgba(15, 23, 42, 0.28)';
const FONT_SIZE = 12;
/** Steps between labelled months: every month, every 2nd, 3rd, 4th, 6th, yearly, … */
const MONTH_STEPS = [1, 2, 3, 4, 6, 12, 24, 36];
const HIDDEN = { left: -10, top: -10, width: 0, height: 0 };

type Rect = typeof HIDDEN;

/** Draws the bars into `target` (sized by CSS), follows its width, and returns the handle. */
export function drawBarChart(target: HTMLElement, first: BarChartInput): BarChart {
  // The options' functions read the latest input: an update changes what they label and format.
  let input = first;
  const font = `${FONT_SIZE}px ${getComputedStyle(target).fontFamily || 'sans-serif'}`;
  // Each bar's box in CSS pixels within the plotting area, by series, for the hover mark.
  const bars: Rect[][] = [];
  // One series, or two side by side (a third would overlap: the page draws at most two).
  const barSeries = [{ values: first.values, color: first.color }, ...(first.moreBars ?? []).slice(0, 1)];
  // A month's slot: one bar 60% of it, two 35% each.
  const barFactor = barSeries.length === 1 ? 0.6 : 0.35;
  let valueAxisSize = 0;

  const textWidth = (u: uPlot, texts: readonly string[]) => {
    u.ctx.font = font;
    return Math.max(0, ...texts.map((text) => u.ctx.measureText(text).width));
  };

  const options: uPlot.Options = {
    width: target.clientWidth,
    height: target.clientHeight,
    legend: { show: false },
    select: { show: false, left: 0, top: 0, width: 0, height: 0 },
    cursor: {
      x: false,
      y: false,
      drag: { x: false, y: false, setScale: false },
      points: {
        bbox: (u, seriesIdx) => {
          const index = u.cursor.idxs?.[seriesIdx];
          return (index != null && bars[seriesIdx]?.[index]) || HIDDEN;
        },
        fill: HOVER_FILL,
        width: 0,
      },
    },
    scales: {
      // Bar i at x = i, half a bar's room at either end.
      x: { time: false, range: () => [-0.5, input.values.length - 0.5] },
      // Bars grow from zero: the range always holds it (net profit may be negative).
      y: {
        range: (_u, min, max) => {
          const low = Math.min(0, min);
          const high = Math.max(0, max);
          return low === high ? [0, 100] : uPlot.rangeNum(low, high, 0.1, true);
        },
      },
      // The line's own scale (percent), also from zero.
      line: {
        range: (_u, min, max) => {
          const low = Math.min(0, min ?? 0);
          const high = Math.max(0, max ?? 0);
          return low === high ? [0, 100] : uPlot.rangeNum(low, high, 0.1, true);
        },
      },
    },
    axes: [
      {
        font,
        stroke: AXIS_TEXT,
        grid: { show: false },
        ticks: { show: false },
        gap: 6,
        size: FONT_SIZE + 14,
        incrs: MONTH_STEPS,
        // Room for the widest month, so labels never overlap (a narrow chart labels every 2nd, 3rd… bar).
        space: (u) => textWidth(u, input.labels) + 8,
        values: (_u, splits) => splits.map((split) => input.labels[Math.round(split)] ?? ''),
      },
      {
        font,
        stroke: AXIS_TEXT,
        grid: { stroke: GRID, width: 1 },
        ticks: { show: false },
        gap: 8,
        values: (_u, splits) => splits.map((split) => input.formatValue(split)),
        // As wide as the longest amount (measured once per layout pass; uPlot calls again until stable).
        size: (u, values, _axisIdx, cycleNum) => {
          if (cycleNum > 1) return valueAxisSize;
          valueAxisSize = Math.ceil(textWidth(u, values ?? []) + 8 + 4);
          return valueAxisSize;
        },
      },
      ...(first.line
        ? [
            {
              scale: 'line',
              side: 1,
              font,
              stroke: AXIS_TEXT,
              grid: { show: false },
              ticks: { show: false },
              gap: 8,
              values: (_u: uPlot, splits: number[]) => splits.map((split) => input.line?.formatValue(split) ?? ''),
              size: (u: uPlot, values: string[]) => Math.ceil(textWidth(u, values ?? []) + 8 + 4),
            } satisfies uPlot.Axis,
          ]
        : []),
    ],
    series: [
      {},
      ...barSeries.map((series, i): uPlot.Series => {
        const seriesIdx = i + 1;
        // Two series side by side: the first ends at the month's centre, the second starts there.
        const align = barSeries.length === 2 ? (i === 0 ? -1 : 1) : 0;
        return {
          fill: series.color,
          stroke: series.color,
          width: 0,
          points: { show: false },
          paths: uPlot.paths.bars!({
            size: [barFactor, 64 / barSeries.length],
            align,
            each: (u, _seriesIdx, index, left, top, width, height) => {
              const ratio = uPlot.pxRatio;
              (bars[seriesIdx] ??= [])[index] = {
                left: (left - u.bbox.left) / ratio,
                top: (top - u.bbox.top) / ratio,
                width: width / ratio,
                height: height / ratio,
              };
            },
          }),
        };
      }),
      ...(first.line
        ? [
            {
              scale: 'line',
              stroke: first.line.color,
              width: 2,
              spanGaps: false,
              points: { show: true, size: 6, fill: first.line.color },
            } satisfies uPlot.Series,
          ]
        : []),
    ],
    hooks: { setCursor: [(u) => input.onHover(u.cursor.idx ?? null)] },
  };

  const chart = new uPlot(options, dataOf(input), target);
  const resize = () => chart.setSize({ width: target.clientWidth, height: target.clientHeight });
  // jsdom and very old browsers have no ResizeObserver: the window's resize is the next best signal.
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : null;
  if (observer) observer.observe(target);
  else window.addEventListener('resize', resize);

  return {
    update(next) {
      input = next;
      chart.setData(dataOf(next));
    },
    destroy() {
      observer?.disconnect();
      window.removeEventListener('resize', resize);
      chart.destroy();
    },
  };
}

function dataOf(input: BarChartInput): uPlot.AlignedData {
  const x = input.values.map((_, i) => i);
  const more = (input.moreBars ?? []).map((series) => [...series.values]);
  return [x, [...input.values], ...more, ...(input.line ? [[...input.line.values]] : [])];
}
