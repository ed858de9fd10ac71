import { useTranslation } from '@bizmarkt/shared/translation';
import { SectionHeading } from './section-heading';
import { useLocale } from '@bizmarkt/shared';
import { formatNumber, regionName } from '@bizmarkt/shared/locale';
import type { BusinessView } from '../types/business-view';
import { businessAge } from '../../../lib/format';
import { useMarketplaceName } from '../../../lib/use-marketplace-name';

/** Category, business models, marketplaces, age and the other facts of step one, as term → value. */
export function BusinessFacts({ view, now }: { view: BusinessView; now: Date }) {
  const { t } = useTranslation(['listingsDetails', 'listings']);
  const locale = useLocale();
  const marketplaceName = useMarketplaceName();
  const rows: Array<[string, string]> = [];
  const add = (label: string, value: string | null) => {
    if (value) rows.push([label, value]);
  };
  add(t('details.facts.category'), view.category);
  add(t('details.facts.businessModels'), view.businessModels.map((code) => t(`listings:shared.businessModels.${code}`, { defaultValue: code })).join(', '));
  add(t('details.facts.marketplaces'), view.marketplaces.map(marketplaceName).join(', '));
  if (view.founded) {
    const age = businessAge(view.founded, now);
    add(
      t('details.facts.age'),
      t('details.facts.ageValue', { years: t('details.facts.years', { count: age.years }), months: t('details.facts.months', { count: age.months }) }),
    );
  }
  add(t('details.facts.country'), view.country ? regionName(view.country, locale) : null);
  const count = (value: number | null) => (value === null ? null : formatNumber(value, locale));
  add(t('details.facts.asinCount'), count(view.asinCount));
  add(t('details.facts.skuCount'), count(view.skuCount));
  add(t('details.facts.brandRegistry'), t(view.brandRegistry ? 'details.facts.yes' : 'details.facts.no'));
  const registries = view.trademarkRegistries?.length ? ` (${view.trademarkRegistries.join(', ')})` : '';
  add(t('details.facts.trademark'), view.trademark ? `${t('details.facts.yes')}${registries}` : t('details.facts.no'));
  add(t('details.facts.teamSize'), count(view.teamSize));
  add(
    t('details.facts.ownerHours'),
    view.ownerHoursPerWeek === null ? null : t('details.facts.hoursPerWeek', { hours: formatNumber(view.ownerHoursPerWeek, locale) }),
  );
  const reason = view.saleReason ? t(`details.saleReasons.${view.saleReason}`, { defaultValue: view.saleReason }) : null;
  add(t('details.facts.reasonForSale'), reason && view.saleReasonDetails ? `${reason}: ${view.saleReasonDetails}` : reason);
  return (
    <section className="bz-details__section" aria-labelledby="bz-details-facts">
      <SectionHeading id="bz-details-facts">{t('details.facts.title')}</SectionHeading>
      <dl className="bz-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="bz-facts__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
