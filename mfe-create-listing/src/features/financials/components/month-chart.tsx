import { useEffect, useRef } from 'react';
import type { Chart } from 'chart.js';

export interface MonthSeries {
  label: string;
  values: readonly number[];
  color: string;
}

interface MonthChartProps {
  /** The chart's name, read out for the canvas (the numbers themselves are in the month table). */
  title: string;
  labels: readonly string[];
  series: readonly MonthSeries[];
}

/**
 * Bars by month, drawn by chart.js — loaded on first use, so the wizard's other steps never download
 * it. The chart is redrawn in place when the months change (no new canvas per keystroke).
 */
export function MonthChart({ title, labels, series }: MonthChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart | null>(null);
  const latest = useRef({ labels, series });
  latest.current = { labels, series };

  useEffect(() => {
    let cancelled = false;
    void import('chart.js/auto').then(({ default: ChartJs }) => {
      if (cancelled || !canvas.current) return;
      chart.current = new ChartJs(canvas.current, {
        type: 'bar',
        data: dataOf(latest.current.labels, latest.current.series),
        options: { responsive: true, maintainAspectRatio: false, animation: false, plugins: { legend: { position: 'bottom' } } },
      });
    });
    return () => {
      cancelled = true;
      chart.current?.destroy();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (!chart.current) return;
    chart.current.data = dataOf(labels, series);
    chart.current.update();
  }, [labels, series]);

  return (
    <figure className="bz-month-chart">
      <figcaption>{title}</figcaption>
      <div className="bz-month-chart__canvas">
        <canvas ref={canvas} role="img" aria-label={title} />
      </div>
    </figure>
  );
}

function dataOf(labels: readonly string[], series: readonly MonthSeries[]) {
  return {
    labels: [...labels],
    datasets: series.map((one) => ({ label: one.label, data: [...one.values], backgroundColor: one.color })),
  };
}
