import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@bizmarkt/shared';
import type { Locale } from '@bizmarkt/shared/constants';
import { formatPrice } from '@bizmarkt/shared/locale';
import { formatMonth } from '../format';

export interface ChartPoint {
  month: string;
  value: number;
}

interface Props {
  /** Visible heading of the chart; also the canvas's accessible name. */
  title: string;
  points: ChartPoint[];
  color: string;
}

type ChartModule = typeof import('chart.js/auto');

/** chart.js is ~70 KB: loaded on first use only, once per page. */
let chartModule: Promise<ChartModule> | null = null;
const loadChartJs = () => (chartModule ??= import('chart.js/auto'));

function chartConfig(points: ChartPoint[], color: string, label: string, locale: Locale) {
  return {
    type: 'bar' as const,
    data: {
      labels: points.map((p) => formatMonth(p.month, locale)),
      datasets: [{ label, data: points.map((p) => p.value), backgroundColor: color }],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false as const,
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (ctx: { parsed: { y: number | null } }) => formatPrice(ctx.parsed.y, locale) } },
      },
      scales: { y: { ticks: { callback: (value: string | number) => formatPrice(Number(value), locale) } } },
    },
  };
}

/**
 * One bar chart of a monthly series, drawn on a canvas by chart.js. The canvas is an image named by
 * the title; the same numbers are readable in the table below it (the text alternative).
 */
export function MonthChart({ title, points, color }: Props) {
  const { t } = useTranslation('listings');
  const locale = useLocale();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    loadChartJs()
      .then(({ default: Chart }) => {
        if (cancelled || !canvas.current) return;
        chart = new Chart(canvas.current, chartConfig(points, color, title, locale));
      })
      // Without the chart the table below still holds every number.
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [points, color, title, locale]);

  return (
    <figure className="bz-chart">
      <figcaption>{title}</figcaption>
      {failed ? (
        <p className="bz-chart__failed">{t('details.charts.failed')}</p>
      ) : (
        <div className="bz-chart__canvas">
          <canvas ref={canvas} role="img" aria-label={t('details.charts.canvasLabel', { title })} />
        </div>
      )}
    </figure>
  );
}
