import { useTranslation } from 'react-i18next';
import { useLocale } from '@bizmarkt/shared';
import { formatNumber } from '@bizmarkt/shared/locale';
import type { BusinessView } from '../types/business-view';
import { businessAge, marketplaceName } from '../format';

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Category, business models, marketplaces, age and the other facts of step one, as term → value. */
export function BusinessFacts({ view, now }: { view: BusinessView; now: Date }) {
  const { t } = useTranslation('listings');
  const locale = useLocale();
  const rows: Array<[string, string]> = [];
  const add = (label: string, value: string | null) => {
    if (value) rows.push([label, value]);
  };
  add(t('details.facts.category'), view.category);
  add(t('details.facts.businessModels'), view.businessModels.map((code) => t(`details.businessModels.${code}`, { defaultValue: code })).join(', '));
  add(t('details.facts.marketplaces'), view.marketplaces.map((code) => marketplaceName(code, locale)).join(', '));
  if (view.founded) {
    const age = businessAge(view.founded, now);
    add(t('details.facts.age'), t('details.facts.ageValue', { years: t('details.facts.years', { count: age.years }), months: t('details.facts.months', { count: age.months }) }));
  }
  add(t('details.facts.country'), view.country ? countryName(view.country, locale) : null);
  add(t('details.facts.asinCount'), view.asinCount === null ? null : formatNumber(view.asinCount, locale));
  add(t('details.facts.teamSize'), view.teamSize === null ? null : formatNumber(view.teamSize, locale));
  add(t('details.facts.ownerHours'), view.ownerHoursPerWeek === null ? null : t('details.facts.hoursPerWeek', { hours: formatNumber(view.ownerHoursPerWeek, locale) }));
  add(t('details.facts.reasonForSale'), view.reasonForSale);
  return (
    <section className="bz-details__section" aria-labelledby="bz-details-facts">
      <h2 id="bz-details-facts">{t('details.facts.title')}</h2>
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
