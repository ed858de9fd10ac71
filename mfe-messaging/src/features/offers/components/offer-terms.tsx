import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import { formatDate, formatPrice } from '@bizmarkt/shared/locale';
import type { OfferTermField, OfferVersion } from '@bizmarkt/shared/contract';

/** One version's terms as a list; the fields it changed against the version before are highlighted. */
export function OfferTerms({ version }: { version: OfferVersion }) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const { terms } = version;
  const changed = new Set<OfferTermField>(version.changed_fields);
  const day = (text: string) => formatDate(new Date(`${text}T12:00:00Z`), locale);
  const rows: Array<[OfferTermField, string, string]> = [
    ['price', t('offers.fields.price'), formatPrice(terms.price, locale)],
    ['cash_at_closing', t('offers.fields.cashAtClosing'), formatPrice(terms.cash_at_closing, locale)],
    [
      'seller_financing',
      t('offers.fields.financing'),
      terms.seller_financing
        ? t('offers.values.financing', {
            amount: formatPrice(terms.seller_financing.amount, locale),
            months: terms.seller_financing.term_months,
            interest: terms.seller_financing.interest_percent.toLocaleString(locale === 'de' ? 'de-DE' : 'en-US'),
          })
        : t('offers.values.none'),
    ],
    [
      'deferred',
      t('offers.fields.deferred'),
      terms.deferred
        ? t('offers.values.deferred', {
            kind: t(terms.deferred.kind === 'earn_out' ? 'offers.fields.earnOut' : 'offers.fields.holdback'),
            amount: formatPrice(terms.deferred.amount, locale),
            months: terms.deferred.period_months,
            condition: terms.deferred.condition,
          })
        : t('offers.values.none'),
    ],
    ['inventory', t('offers.fields.inventory'), t(terms.inventory === 'included' ? 'offers.fields.included' : 'offers.fields.atCost')],
    ['exclusivity_days', t('offers.fields.exclusivityDays'), t('offers.values.days', { count: terms.exclusivity_days })],
    ['due_diligence_days', t('offers.fields.dueDiligenceDays'), t('offers.values.days', { count: terms.due_diligence_days })],
    ['target_closing_date', t('offers.fields.closingDate'), day(terms.target_closing_date)],
    ['valid_until', t('offers.fields.validUntil'), formatDate(terms.valid_until, locale)],
    ['conditions', t('offers.fields.conditions'), terms.conditions === '' ? t('offers.values.none') : terms.conditions],
  ];
  return (
    <dl className="bz-offer-terms">
      {rows.map(([field, label, value]) => (
        <div key={field} className={changed.has(field) ? 'bz-offer-terms__row bz-offer-terms__row--changed' : 'bz-offer-terms__row'}>
          <dt>
            {label}
            {changed.has(field) ? <span className="bz-offer-terms__changed"> ({t('offers.changed')})</span> : null}
          </dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
