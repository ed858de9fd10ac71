import { useMemo } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { SectionHeading } from './section-heading';
import { useLocale } from '@bizmarkt/shared';
import { formatMonthYear } from '@bizmarkt/shared/locale';
import { Money } from '@bizmarkt/shared/ui';
import type { BusinessView } from '../types/business-view';
import { MonthChart, type ChartMonth } from './month-chart';

/** The month's net profit in percent of its revenue, rounded to 2 decimals; null without revenue. */
export function monthMargin(revenue: number, netProfit: number): number | null {
  return revenue > 0 ? Math.round((netProfit / revenue) * 10_000) / 100 : null;
}

/**
 * Revenue, net profit and margin by month in one chart, with a table of the same numbers as its text
 * alternative (two decimals throughout, as the monthly table).
 */
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
                <th scope="col" className="bz-num">
                  {t('details.charts.revenue')}
                </th>
                <th scope="col" className="bz-num">
                  {t('details.charts.netProfit')}
                </th>
                <th scope="col" className="bz-num">
                  {t('details.charts.margin')}
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{formatMonthYear(m.month, locale)}</th>
                  <td className="bz-num">
                    <Money value={m.revenue} locale={locale} decimals={2} />
                  </td>
                  <td className="bz-num">
                    <Money value={m.netProfit} locale={locale} decimals={2} />
                  </td>
                  <td className="bz-num">{m.margin === null ? '–' : <Money value={m.margin} locale={locale} kind="percent" decimals={2} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
