import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
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

type ChartModule = typeof import('./bar-chart');

/** chart.js (the parts bar-chart.ts registers): loaded on first use only, once per page. */
let chartModule: Promise<ChartModule> | null = null;
const loadChartJs = () => (chartModule ??= import('./bar-chart'));

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
 * Whether the element has come within a screen of the viewport (and stays true from then on): a
 * visitor who never scrolls to the charts does not download chart.js. True at once where the browser
 * cannot tell (no IntersectionObserver).
 */
function useNearViewport(element: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  useEffect(() => {
    if (near || !element.current) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element.current);
    return () => observer.disconnect();
  }, [near, element]);
  return near;
}

/**
 * One bar chart of a monthly series, drawn on a canvas by chart.js. The canvas is an image named by
 * the title; the same numbers are readable in the table below it (the text alternative).
 */
export function MonthChart({ title, points, color }: Props) {
  const { t } = useTranslation('listingsDetails');
  const locale = useLocale();
  const figure = useRef<HTMLElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const near = useNearViewport(figure);

  useEffect(() => {
    if (!near) return undefined;
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    loadChartJs()
      .then(({ Chart }) => {
        if (cancelled || !canvas.current) return;
        chart = new Chart(canvas.current, chartConfig(points, color, title, locale));
      })
      // Without the chart the table below still holds every number.
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [near, points, color, title, locale]);

  return (
    <figure ref={figure} className="bz-chart">
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
