import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import { formatMonthYear, formatPercent, formatPrice } from '@bizmarkt/shared/locale';

/** One month of the chart: revenue and net profit (bars) and the margin (line, percent; null without revenue). */
export interface ChartMonth {
  month: string;
  revenue: number;
  netProfit: number;
  margin: number | null;
}

/** The three series' colours (each at least 4.5:1 on white, as the legend's swatches sit beside text). */
export const CHART_COLORS = { revenue: '#2563eb', netProfit: '#15803d', margin: '#b45309' } as const;

interface Props {
  /** Visible heading of the chart; also in the chart's accessible name. */
  title: string;
  months: ChartMonth[];
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
 * Revenue and net profit as bars side by side and the margin as a line on its own axis at the right, in
 * one plot area (issue #29: two charts' plot areas did not line up), drawn on a canvas by uPlot. The
 * chart is an image named by the title; the same numbers are readable in the table below it (the text
 * alternative, which is also where keyboard and screen-reader users read them). Pointing at a month
 * darkens its bars and writes its three figures under the chart (uPlot has no tooltip). The chart's
 * figures are whole dollars and percentages to one decimal; its table has the cents.
 */
export function MonthChart({ title, months }: Props) {
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
          labels: months.map((m) => formatMonthYear(m.month, locale)),
          values: months.map((m) => m.revenue),
          color: CHART_COLORS.revenue,
          moreBars: [{ values: months.map((m) => m.netProfit), color: CHART_COLORS.netProfit }],
          line: { values: months.map((m) => m.margin), color: CHART_COLORS.margin, formatValue: (value) => formatPercent(value, locale) },
          formatValue: (value) => formatPrice(value, locale, { decimals: 0 }),
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
  }, [near, months, locale]);

  const point = hovered === null ? undefined : months[hovered];
  return (
    <figure ref={figure} className="bz-chart">
      <figcaption>{title}</figcaption>
      <ul className="bz-chart__legend" aria-hidden="true">
        <li>
          <span className="bz-chart__swatch" style={{ background: CHART_COLORS.revenue }} /> {t('details.charts.revenue')}
        </li>
        <li>
          <span className="bz-chart__swatch" style={{ background: CHART_COLORS.netProfit }} /> {t('details.charts.netProfit')}
        </li>
        <li>
          <span className="bz-chart__swatch bz-chart__swatch--line" style={{ background: CHART_COLORS.margin }} /> {t('details.charts.margin')}
        </li>
      </ul>
      {failed ? (
        <p className="bz-chart__failed">{t('details.charts.failed')}</p>
      ) : (
        <>
          <div ref={plot} className="bz-chart__canvas" role="img" aria-label={t('details.charts.canvasLabel', { title })} />
          {/* What the pointer shows; the table holds the same for everyone else. */}
          <p className="bz-chart__readout" aria-hidden="true">
            {point
              ? t('details.charts.readout', {
                  month: formatMonthYear(point.month, locale),
                  revenue: formatPrice(point.revenue, locale, { decimals: 0 }),
                  netProfit: formatPrice(point.netProfit, locale, { decimals: 0 }),
                  margin: point.margin === null ? '–' : formatPercent(point.margin, locale, { decimals: 1 }),
                })
              : null}
          </p>
        </>
      )}
    </figure>
  );
}
