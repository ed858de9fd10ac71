import { useTranslation } from '@bizmarkt/shared/translation';
import { useCategories, useCountries, useLocale } from '@bizmarkt/shared';
import { INTL_LOCALE, dateTimeFormat, regionName } from '@bizmarkt/shared/locale';
import { AMAZON_MARKETPLACES, BUSINESS_MODELS, LISTING_LIMITS, SALE_REASONS, TRADEMARK_REGISTRIES } from '@bizmarkt/shared/contract';
import type { AmazonMarketplace, BusinessModel, SaleReason, TrademarkRegistry } from '@bizmarkt/shared/contract';
import { ChoiceGroup, CheckboxInput, NumberInput, SelectInput, TextArea, TextInput } from '../../components/inputs';
import { StepLayout, useStepForm } from '../wizard';
import type { StepFormProps } from '../wizard';
import { informationValues, type InformationValues } from './lib/information';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
type Info = InformationValues['information'];

/** `/create/information/{id?}`: what the business is; saving it the first time creates the draft. */
export function InformationStep({ listing }: StepFormProps) {
  const { t } = useTranslation('createListing');
  const locale = useLocale();
  const intl = INTL_LOCALE[locale];
  const categories = useCategories();
  const countries = useCountries();
  const { form, bind, saveAndContinue, back } = useStepForm<InformationValues>('information', listing, informationValues(listing));
  const monthName = dateTimeFormat(intl, { month: 'long', timeZone: 'UTC' });
  const field = <K extends keyof Info>(name: K) => bind<Info[K]>(`information.${name}`);

  return (
    <StepLayout step="information" onNext={() => void saveAndContinue()} onBack={back} processing={form.processing}>
      <div className="bz-step__fields">
        <TextInput field={field('name')} label={t('information.name')} placeholder={t('information.namePlaceholder')} required wide />
        <SelectInput
          field={field('category_id')}
          label={t('information.category')}
          placeholder={t('information.categoryPlaceholder')}
          options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
          required
        />
        <SelectInput
          field={field('country_code')}
          label={t('information.country')}
          placeholder={t('information.countryPlaceholder')}
          options={(countries.data?.countries ?? []).map((country) => ({ value: country.code, label: country.name }))}
          filter
          required
        />
        <ChoiceGroup<BusinessModel>
          field={field('fba_statuses')}
          label={t('information.models')}
          options={BUSINESS_MODELS.map((model) => ({ value: model, label: t(`models.${model}`) }))}
          required
        />
        <ChoiceGroup<AmazonMarketplace>
          field={field('marketplaces')}
          label={t('information.marketplaces')}
          options={AMAZON_MARKETPLACES.map((code) => ({ value: code, label: `${regionName(code, intl)} (${code})` }))}
          required
        />
        <SelectInput
          field={field('founded_month')}
          label={t('information.foundedMonth')}
          placeholder={t('information.monthPlaceholder')}
          options={MONTHS.map((month) => ({ value: month, label: monthName.format(new Date(Date.UTC(2000, month - 1, 1))) }))}
          required
        />
        <NumberInput
          field={field('founded_year')}
          label={t('information.foundedYear')}
          min={LISTING_LIMITS.foundedYearMin}
          max={2100}
          useGrouping={false}
          required
        />
        <NumberInput field={field('asin_count')} label={t('information.asins')} min={0} max={LISTING_LIMITS.asinMax} />
        <NumberInput field={field('sku_count')} label={t('information.skus')} min={0} max={LISTING_LIMITS.skuMax} />
        <NumberInput
          field={field('top_product_share')}
          label={t('information.topProductShare')}
          hint={t('information.topProductShareHint')}
          min={0}
          max={LISTING_LIMITS.topProductShareMax}
        />
        <CheckboxInput field={field('brand_registry')} label={t('information.brandRegistry')} />
        <CheckboxInput field={field('trademark')} label={t('information.trademark')} />
        {form.data.information.trademark ? (
          <ChoiceGroup<TrademarkRegistry>
            field={field('trademark_registries')}
            label={t('information.registries')}
            options={TRADEMARK_REGISTRIES.map((registry) => ({ value: registry, label: t(`registries.${registry}`) }))}
            required
          />
        ) : null}
        <NumberInput field={field('team_size')} label={t('information.teamSize')} min={0} max={LISTING_LIMITS.teamSizeMax} />
        <NumberInput field={field('owner_hours_per_week')} label={t('information.ownerHours')} min={0} max={LISTING_LIMITS.ownerHoursMax} />
        <SelectInput<SaleReason>
          field={field('sale_reason')}
          label={t('information.reasonForSale')}
          placeholder={t('information.reasonPlaceholder')}
          options={SALE_REASONS.map((reason) => ({ value: reason, label: t(`saleReasons.${reason}`) }))}
          required
        />
        <TextArea field={field('sale_reason_details')} label={t('information.reasonDetails')} rows={3} />
      </div>
    </StepLayout>
  );
}
