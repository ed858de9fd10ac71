import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import type { VatDisplay } from '@bizmarkt/shared/contract';
import { formatNumber } from '@bizmarkt/shared/locale';
import { countryName } from '../../../lib/money';

/**
 * How VAT applies to the prices shown (issue #13): EU consumers their country's rate (shown included),
 * EU businesses with a verified VAT number the reverse charge, no VAT outside the EU, and for a visitor
 * whose country is unknown the rule itself.
 */
export function VatNote({ vat }: { vat: VatDisplay }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const country = vat.country_code ? countryName(vat.country_code, locale) : '';
  let text: string;
  if (vat.treatment === 'standard' && vat.rate !== null) {
    text = t(vat.prices_include_vat ? 'pricing.vatIncluded' : 'pricing.vatAdded', { rate: formatNumber(vat.rate, locale), country });
  } else if (vat.treatment === 'reverse_charge') {
    text = t('pricing.vatReverse');
  } else if (vat.treatment === 'none') {
    text = t('pricing.vatNone');
  } else {
    text = t('pricing.vatUnknown');
  }
  return <p className="bz-pricing__vat">{text}</p>;
}
