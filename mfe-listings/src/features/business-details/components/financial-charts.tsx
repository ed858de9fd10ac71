import { useMemo } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { SectionHeading } from './section-heading';
import { useLocale } from '@bizmarkt/shared';
import { formatMonthYear, formatPrice } from '@bizmarkt/shared/locale';
import type { BusinessView } from '../types/business-view';
import { MonthChart, type ChartMonth } from './month-chart';
import { formatPercent } from '../../../lib/format';

/** The month's net profit in percent of its revenue, rounded to 2 decimals; null without revenue. */
export function monthMargin(revenue: number, netProfit: number): number | null {
  return revenue > 0 ? Math.round((netProfit / revenue) * 10_000) / 100 : null;
}

/** Revenue, net profit and margin by month in one chart, with a table of the same numbers as its text alternative. */
export function FinancialCharts({ view }: { view: BusinessView }) {
  const { t } = useTranslation('listingsDetails');
  const locale = useLocale();
  const months = useMemo<ChartMonth[]>(
    () => view.chartMonths.map((m) => ({ month: m.month, revenue: m.revenue, netProfit: m.netProfit, margin: monthMargin(m.revenue, m.netProfit) })),
    [view.chartMonths],
  );
  if (view.chartMonths.length === 0) return null;
  return (
    <section className="bz-details__section" aria-labelledby="bz-details-charts">
      <SectionHeading id="bz-details-charts">{t('details.charts.title')}</SectionHeading>
      <MonthChart title={t('details.charts.combined')} months={months} />
      <details className="bz-chart-data">
        <summary>{t('details.charts.asTable')}</summary>
        <div className="bz-table-scroll">
          <table className="bz-table">
            <caption className="bz-visually-hidden">{t('details.charts.tableCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('details.financials.month')}</th>
                <th scope="col">{t('details.charts.revenue')}</th>
                <th scope="col">{t('details.charts.netProfit')}</th>
                <th scope="col">{t('details.charts.margin')}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{formatMonthYear(m.month, locale)}</th>
                  <td>{formatPrice(m.revenue, locale)}</td>
                  <td>{formatPrice(m.netProfit, locale)}</td>
                  <td>{m.margin === null ? '–' : formatPercent(m.margin, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
