import { useTranslation } from '@bizmarkt/shared/translation';
import { SectionHeading } from './section-heading';
import { useLocale } from '@bizmarkt/shared';
import { Money } from '@bizmarkt/shared/ui';
import type { ReactNode } from 'react';
import type { BusinessView } from '../types/business-view';
import { formatMultiple, formatSignedPercent } from '../../../lib/format';

interface Metric {
  key: string;
  label: string;
  value: ReactNode;
  note?: string;
}

function useMetrics(view: BusinessView): Metric[] {
  const { t } = useTranslation(['listingsDetails', 'listings']);
  const locale = useLocale();
  const m = view.metrics;
  // One tile group, one format (decision 0202): whole dollars, percentages and multiples to one decimal.
  const price = (value: number | null) => <Money value={value} locale={locale} decimals={0} />;
  const figure = (text: string) => (
    <span className="bz-money" data-money="">
      {text}
    </span>
  );
  const multiple = (value: number | null) => {
    const text = formatMultiple(value, locale, { decimals: 1 });
    return text === null ? t('details.metrics.noMultiple') : figure(text);
  };
  const metrics: Metric[] = [
    { key: 'price', label: t('listings:shared.metrics.price'), value: price(m.price), note: m.openToOffers ? t('details.metrics.openToOffers') : undefined },
    { key: 'ttm-revenue', label: t('listings:shared.metrics.ttmRevenue'), value: price(m.ttmRevenue) },
    { key: 'ttm-profit', label: t('listings:shared.metrics.ttmNetProfit'), value: price(m.ttmNetProfit) },
    { key: 'margin', label: t('details.metrics.profitMargin'), value: <Money value={m.profitMargin} locale={locale} kind="percent" decimals={1} /> },
    { key: 'annual-multiple', label: t('details.metrics.annualMultiple'), value: multiple(m.annualMultiple) },
    { key: 'monthly-multiple', label: t('details.metrics.monthlyMultiple'), value: multiple(m.monthlyMultiple) },
    { key: 'avg-revenue', label: t('details.metrics.avgMonthlyRevenue'), value: price(m.avgMonthlyRevenue) },
    { key: 'avg-profit', label: t('details.metrics.avgMonthlyNetProfit'), value: price(m.avgMonthlyNetProfit) },
  ];
  const growth = (value: number | null) => (value === null ? t('details.metrics.noGrowth') : figure(formatSignedPercent(value, locale, { decimals: 1 })));
  metrics.push({ key: 'revenue-growth', label: t('details.metrics.revenueGrowth'), value: growth(m.revenueGrowth) });
  metrics.push({ key: 'profit-growth', label: t('details.metrics.profitGrowth'), value: growth(m.profitGrowth) });
  if (m.ttmAddbacks > 0) metrics.push({ key: 'addbacks', label: t('details.metrics.ttmAddbacks'), value: price(m.ttmAddbacks) });
  return metrics;
}

/** The figures the business page's deal summary already shows (they are not repeated below it). */
const IN_DEAL_SUMMARY = new Set(['price', 'ttm-revenue', 'ttm-profit', 'margin', 'annual-multiple', 'monthly-multiple']);

/**
 * The headline numbers a buyer compares first, as a description list (term → value); beside a deal
 * summary (`omitSummarised`) only those it does not show.
 */
export function MetricCards({ view, omitSummarised = false }: { view: BusinessView; omitSummarised?: boolean }) {
  const { t } = useTranslation('listingsDetails');
  const metrics = useMetrics(view).filter((metric) => !omitSummarised || !IN_DEAL_SUMMARY.has(metric.key));
  return (
    <section className="bz-details__section" aria-labelledby="bz-details-metrics">
      <SectionHeading id="bz-details-metrics">{t('details.metrics.title')}</SectionHeading>
      <dl className="bz-metric-cards">
        {metrics.map((metric) => (
          <div key={metric.key} className="bz-metric-card">
            <dt>{metric.label}</dt>
            <dd>
              <span className="bz-metric-card__value">{metric.value}</span>
              {metric.note ? <span className="bz-metric-card__note">{metric.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
