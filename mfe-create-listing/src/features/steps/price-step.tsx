import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocale } from '@bizmarkt/shared';
import { computeListingMetrics, LISTING_LIMITS, type PriceSection } from '@bizmarkt/shared/contract';
import { formatNumber, formatPrice } from '@bizmarkt/shared/locale';
import { CheckboxInput, NumberInput } from '../../components/inputs';
import { StepLayout, useStepForm } from '../wizard';
import type { StepFormProps } from '../wizard';

interface PriceValues {
  price: { price: number | null; open_to_offers: PriceSection['open_to_offers'] };
}

/** `/create/price/{id}`: the asking price in USD, with both multiples and the inventory terms shown live. */
export function PriceStep({ listing }: StepFormProps) {
  const { t } = useTranslation('createListing');
  const locale = useLocale();
  const saved: PriceValues = { price: { price: listing?.price ?? null, open_to_offers: listing?.open_to_offers ?? false } };
  const { form, bind, saveAndContinue, back } = useStepForm<PriceValues>('price', listing, saved);
  const price = form.data.price.price;
  const metrics = computeListingMetrics(listing?.months ?? [], listing?.addbacks ?? [], price);
  const multiple = (value: number | null) =>
    value === null ? t('price.noProfit') : t('price.multipleValue', { value: formatNumber(value, locale, { decimals: 1 }) });
  const inventory = listing?.inventory_included
    ? t('price.inventoryIncluded')
    : listing?.inventory_value
      ? t('price.inventoryOnTop', { amount: formatPrice(listing.inventory_value, locale, { decimals: 0 }) })
      : t('price.inventoryOnTopNoValue');

  return (
    <StepLayout step="price" onNext={() => void saveAndContinue()} onBack={back} processing={form.processing}>
      <div className="bz-step__fields">
        <NumberInput field={bind<number | null>('price.price')} label={t('price.price')} min={0} max={LISTING_LIMITS.priceMax} prefix="$ " required />
        <CheckboxInput field={bind<boolean>('price.open_to_offers')} label={t('price.openToOffers')} />
        <dl className="bz-metrics bz-field--wide" aria-live="polite">
          <div>
            <dt>{t('price.annualMultiple')}</dt>
            <dd>{multiple(metrics.annual_multiple)}</dd>
            <small className="bz-field__hint">{t('price.annualMultipleHint')}</small>
          </div>
          <div>
            <dt>{t('price.monthlyMultiple')}</dt>
            <dd>{multiple(metrics.monthly_multiple)}</dd>
            <small className="bz-field__hint">{t('price.monthlyMultipleHint')}</small>
          </div>
          <div>
            <dt>{t('price.inventory')}</dt>
            <dd>{inventory}</dd>
          </div>
        </dl>
      </div>
    </StepLayout>
  );
}
