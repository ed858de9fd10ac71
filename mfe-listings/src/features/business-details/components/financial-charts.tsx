import { useMemo } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { SectionHeading } from './section-heading';
import { useLocale } from '@bizmarkt/shared';
import { formatMonthYear, formatPrice } from '@bizmarkt/shared/locale';
import type { BusinessView } from '../types/business-view';
import { MonthChart } from './month-chart';

/** Revenue and net profit by month, each a chart, with one table of both as their text alternative. */
export function FinancialCharts({ view }: { view: BusinessView }) {
  const { t } = useTranslation('listingsDetails');
  const locale = useLocale();
  const revenue = useMemo(() => view.chartMonths.map((m) => ({ month: m.month, value: m.revenue })), [view.chartMonths]);
  const profit = useMemo(() => view.chartMonths.map((m) => ({ month: m.month, value: m.netProfit })), [view.chartMonths]);
  if (view.chartMonths.length === 0) return null;
  return (
    <section className="bz-details__section" aria-labelledby="bz-details-charts">
      <SectionHeading id="bz-details-charts">{t('details.charts.title')}</SectionHeading>
      <div className="bz-charts">
        <MonthChart title={t('details.charts.revenue')} points={revenue} color="#2563eb" />
        <MonthChart title={t('details.charts.netProfit')} points={profit} color="#15803d" />
      </div>
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
              </tr>
            </thead>
            <tbody>
              {view.chartMonths.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{formatMonthYear(m.month, locale)}</th>
                  <td>{formatPrice(m.revenue, locale)}</td>
                  <td>{formatPrice(m.netProfit, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
