import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import { formatPrice } from '@bizmarkt/shared/locale';
import type { BarChart, BarChartInput } from '@bizmarkt/shared/charts';

export interface MonthSeries {
  label: string;
  values: readonly number[];
  color: string;
}

interface MonthChartProps {
  /** The chart's name, read out for the chart (the numbers themselves are in the month table). */
  title: string;
  labels: readonly string[];
  series: MonthSeries;
}

type ChartModule = typeof import('@bizmarkt/shared/charts');

/** The bar chart module, uPlot and uPlot's stylesheet: loaded on first use only, once per page. */
let chartModule: Promise<ChartModule> | null = null;
const loadChartModule = () => (chartModule ??= import('@bizmarkt/shared/charts'));

/**
 * Bars by month, drawn by uPlot — loaded on first use, so the wizard's other steps never download
 * it. The chart is redrawn in place when the months change (no new canvas per keystroke). Below it,
 * the series' colour and name, and while the pointer is on a bar, its month and amount (uPlot has no
 * tooltip; the month table above holds the same numbers for keyboard and screen-reader users).
 */
export function MonthChart({ title, labels, series }: MonthChartProps) {
  const { t } = useTranslation('createListing');
  const locale = useLocale();
  const plot = useRef<HTMLDivElement>(null);
  const chart = useRef<BarChart | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const input: BarChartInput = {
    labels,
    values: series.values,
    color: series.color,
    formatValue: (value) => formatPrice(value, locale, { decimals: 0 }),
    onHover: setHovered,
  };
  const latest = useRef(input);
  useLayoutEffect(() => {
    latest.current = input;
  });

  useEffect(() => {
    let cancelled = false;
    void loadChartModule().then(({ drawBarChart }) => {
      if (cancelled || !plot.current) return;
      chart.current = drawBarChart(plot.current, latest.current);
    });
    return () => {
      cancelled = true;
      chart.current?.destroy();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.update(latest.current);
  }, [labels, series, locale]);

  const month = hovered === null ? undefined : labels[hovered];
  const value = hovered === null ? undefined : series.values[hovered];
  return (
    <figure className="bz-month-chart">
      <figcaption>{title}</figcaption>
      <div ref={plot} className="bz-month-chart__canvas" role="img" aria-label={title} />
      {/* What the pointer shows; the month table holds the same for everyone else. */}
      <p className="bz-month-chart__legend" aria-hidden="true">
        <span className="bz-month-chart__swatch" style={{ background: series.color }} />
        {series.label}
        {month !== undefined && value !== undefined ? (
          <span className="bz-month-chart__readout">{t('financials.chartReadout', { month, value: formatPrice(value, locale, { decimals: 2 }) })}</span>
        ) : null}
      </p>
    </figure>
  );
}
