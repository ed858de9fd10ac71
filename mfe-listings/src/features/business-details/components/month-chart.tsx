import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import { formatMonthYear, formatPrice } from '@bizmarkt/shared/locale';

export interface ChartPoint {
  month: string;
  value: number;
}

interface Props {
  /** Visible heading of the chart; also in the chart's accessible name. */
  title: string;
  points: ChartPoint[];
  color: string;
}

type ChartModule = typeof import('@bizmarkt/shared/charts');

/** The bar chart module, uPlot and uPlot's stylesheet: loaded on first use only, once per page. */
let chartModule: Promise<ChartModule> | null = null;
const loadChartModule = () => (chartModule ??= import('@bizmarkt/shared/charts'));

/**
 * Whether the element has come within half a screen of the viewport (and stays true from then on): a
 * visitor who never scrolls to the charts does not download uPlot, and on a phone, where the charts
 * start about two screens down, its 50 KB are not evaluated while the page starts (≈ 100–150 ms of
 * main thread under Lighthouse's 4× CPU; docs/decisions/0010-uplot-charts.md). Half a screen of
 * scrolling leaves uPlot time to arrive. True at once where the browser cannot tell (no
 * IntersectionObserver).
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
      { rootMargin: '50% 0px' },
    );
    observer.observe(element.current);
    return () => observer.disconnect();
  }, [near, element]);
  return near;
}

/**
 * One bar chart of a monthly series, drawn on a canvas by uPlot. The chart is an image named by the
 * title; the same numbers are readable in the table below it (the text alternative, which is also
 * where keyboard and screen-reader users read them). Pointing at a bar darkens it and writes its
 * month and amount under the chart (uPlot has no tooltip: this is its live read-out).
 */
export function MonthChart({ title, points, color }: Props) {
  const { t } = useTranslation('listingsDetails');
  const locale = useLocale();
  const figure = useRef<HTMLElement>(null);
  const plot = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [hovered, setHovered] = useState<number | null>(null);
  const near = useNearViewport(figure);

  useEffect(() => {
    if (!near) return undefined;
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    loadChartModule()
      .then(({ drawBarChart }) => {
        if (cancelled || !plot.current) return;
        chart = drawBarChart(plot.current, {
          labels: points.map((p) => formatMonthYear(p.month, locale)),
          values: points.map((p) => p.value),
          color,
          formatValue: (value) => formatPrice(value, locale),
          onHover: setHovered,
        });
      })
      // Without the chart the table below still holds every number.
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
      setHovered(null);
    };
  }, [near, points, color, locale]);

  const point = hovered === null ? undefined : points[hovered];
  return (
    <figure ref={figure} className="bz-chart">
      <figcaption>{title}</figcaption>
      {failed ? (
        <p className="bz-chart__failed">{t('details.charts.failed')}</p>
      ) : (
        <>
          <div ref={plot} className="bz-chart__canvas" role="img" aria-label={t('details.charts.canvasLabel', { title })} />
          {/* What the pointer shows; the table holds the same for everyone else. */}
          <p className="bz-chart__readout" aria-hidden="true">
            {point ? t('details.charts.readout', { month: formatMonthYear(point.month, locale), value: formatPrice(point.value, locale) }) : null}
          </p>
        </>
      )}
    </figure>
  );
}
