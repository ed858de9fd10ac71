import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import type { ListingMetrics } from '@bizmarkt/shared/contract';
import { formatNumber, formatPrice } from '@bizmarkt/shared/locale';

/** The figures derived from the table as the seller types (the contract's computeListingMetrics). */
export function LiveMetrics({ metrics }: { metrics: ListingMetrics }) {
  const { t } = useTranslation('createListing');
  const locale = useLocale();
  const percent = (value: number | null) => (value === null ? t('metrics.none') : `${formatNumber(value, locale)} %`);
  const items: Array<[string, string]> = [
    ['ttmRevenue', formatPrice(metrics.ttm_revenue, locale)],
    ['ttmNetProfit', formatPrice(metrics.ttm_net_profit, locale)],
    ['avgMonthlyRevenue', formatPrice(metrics.avg_monthly_revenue, locale)],
    ['avgMonthlyNetProfit', formatPrice(metrics.avg_monthly_profit, locale)],
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
