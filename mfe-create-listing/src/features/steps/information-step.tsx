import { useTranslation } from 'react-i18next';
import { useCategories, useCountries, useLocale } from '@bizmarkt/shared';
import { ChoiceGroup, CheckboxInput, NumberInput, SelectInput, TextArea, TextInput } from '../../components/inputs';
import { StepLayout } from '../wizard/components/step-layout';
import type { StepFormProps } from '../wizard/components/wizard-page';
import { useStepForm } from '../wizard/hooks/use-step-form';
import { BUSINESS_MODELS, MARKETPLACES, informationValues, type InformationValues } from './lib/information';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** `/create/information/{id?}`: what the business is; saving it the first time creates the draft. */
export function InformationStep({ listing }: StepFormProps) {
  const { t } = useTranslation('createListing');
  const locale = useLocale();
  const categories = useCategories();
  const countries = useCountries();
  const { form, bind, saveAndContinue, back } = useStepForm<InformationValues>('information', listing, informationValues(listing));
  const monthName = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-US', { month: 'long', timeZone: 'UTC' });
  const region = new Intl.DisplayNames([locale === 'de' ? 'de-DE' : 'en-US'], { type: 'region' });
  const f = (name: keyof InformationValues['information']) => `information.${name}`;

  return (
    <StepLayout step="information" onNext={() => void saveAndContinue()} onBack={back} processing={form.processing}>
      <div className="bz-step__fields">
        <TextInput field={bind<string>(f('name'))} label={t('information.name')} placeholder={t('information.namePlaceholder')} required wide />
        <SelectInput
          field={bind<number | null>(f('category_id'))}
          label={t('information.category')}
          placeholder={t('information.categoryPlaceholder')}
          options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
          required
        />
        <SelectInput
          field={bind<string | null>(f('country_code'))}
          label={t('information.country')}
          placeholder={t('information.countryPlaceholder')}
          options={(countries.data?.countries ?? []).map((country) => ({ value: country.code, label: country.name }))}
          filter
        />
        <ChoiceGroup field={bind<string[]>(f('business_models'))} label={t('information.models')} options={BUSINESS_MODELS.map((model) => ({ value: model, label: t(`models.${model}`) }))} required />
        <ChoiceGroup field={bind<string[]>(f('marketplaces'))} label={t('information.marketplaces')} options={MARKETPLACES.map((code) => ({ value: code, label: `${region.of(code) ?? code} (${code})` }))} />
        <SelectInput field={bind<number | null>(f('founded_month'))} label={t('information.foundedMonth')} placeholder={t('information.monthPlaceholder')} options={MONTHS.map((month) => ({ value: month, label: monthName.format(new Date(Date.UTC(2000, month - 1, 1))) }))} />
        <NumberInput field={bind<number | null>(f('founded_year'))} label={t('information.foundedYear')} min={1990} max={new Date().getFullYear()} useGrouping={false} />
        <TextInput field={bind<string>(f('website'))} label={t('information.website')} autoComplete="url" />
        <NumberInput field={bind<number | null>(f('asin_count'))} label={t('information.asins')} min={0} />
        <CheckboxInput field={bind<boolean>(f('brand_registry'))} label={t('information.brandRegistry')} />
        <CheckboxInput field={bind<boolean>(f('trademark'))} label={t('information.trademark')} />
        {form.data.information.trademark ? <TextInput field={bind<string>(f('trademark_registries'))} label={t('information.registries')} hint={t('information.registriesHint')} wide /> : null}
        <NumberInput field={bind<number | null>(f('team_size'))} label={t('information.teamSize')} min={0} />
        <NumberInput field={bind<number | null>(f('owner_hours_per_week'))} label={t('information.ownerHours')} min={0} max={168} />
        <TextArea field={bind<string>(f('reason_for_sale'))} label={t('information.reasonForSale')} rows={3} />
      </div>
    </StepLayout>
  );
}
