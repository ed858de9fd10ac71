import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import type { ListingMetrics } from '@bizmarkt/shared/contract';
import type { ReactNode } from 'react';
import { Money } from '@bizmarkt/shared/ui';

/**
 * The figures derived from the table as the seller types (the contract's computeListingMetrics): summary
 * tiles, so whole dollars and whole-number percentages (decision 0167).
 */
export function LiveMetrics({ metrics }: { metrics: ListingMetrics }) {
  const { t } = useTranslation('createListing');
  const locale = useLocale();
  const percent = (value: number | null) => (value === null ? t('metrics.none') : <Money value={value} locale={locale} kind="percent" decimals={1} />);
  const price = (value: number | null) => <Money value={value} locale={locale} decimals={0} />;
  const items: Array<[string, ReactNode]> = [
    ['ttmRevenue', price(metrics.ttm_revenue)],
    ['ttmNetProfit', price(metrics.ttm_net_profit)],
    ['avgMonthlyRevenue', price(metrics.avg_monthly_revenue)],
    ['avgMonthlyNetProfit', price(metrics.avg_monthly_profit)],
    ['profitMargin', percent(metrics.profit_margin)],
    ['growth', percent(metrics.revenue_growth)],
  ];
  return (
    <section className="bz-field--wide" aria-labelledby="bz-metrics-title" aria-live="polite">
      <h3 id="bz-metrics-title">{t('financials.metrics')}</h3>
      <dl className="bz-metrics">
        {items.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`metrics.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
