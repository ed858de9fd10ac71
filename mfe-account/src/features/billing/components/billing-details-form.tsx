import type { FormEvent, HTMLInputAutoCompleteAttribute } from 'react';
import { useQueryClient } from '@bizmarkt/shared/query';
import { useTranslation } from '@bizmarkt/shared/translation';
import type { TFunction } from 'i18next';
import { Button } from 'primereact/button';
import { notify, useCurrentUser, usePrecognitiveForm } from '@bizmarkt/shared';
import type { BillingResponse } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';
import { FieldError } from '../../../components/field-error';
import { CountryDropdown } from '../../../components/country-dropdown';
import { TextField } from '../../../components/text-field';
import { BILLING_DETAILS_URL, draftFrom, type BillingDetailsDraft } from '../api/billing-details';
import { VatStatus } from './vat-status';

type Field = keyof BillingDetailsDraft;
type FieldErrors = Partial<Record<Field, string[]>>;

/** What the browser can tell before asking the server: the required fields. The rest is the API's (422). */
function validate(draft: BillingDetailsDraft, t: TFunction<'account'>): FieldErrors {
  const errors: FieldErrors = {};
  const required: Array<[Field, string]> = [
    ['name', 'billing.nameRequired'],
    ['address_line1', 'billing.addressRequired'],
    ['postal_code', 'billing.postalCodeRequired'],
    ['city', 'billing.cityRequired'],
    ['country_code', 'billing.countryRequired'],
  ];
  for (const [field, key] of required) if (!draft[field].trim()) errors[field] = [t(key)];
  return errors;
}

const TEXT_FIELDS: Array<{ field: Exclude<Field, 'country_code' | 'vat_number'>; autoComplete: HTMLInputAutoCompleteAttribute; required: boolean }> = [
  { field: 'name', autoComplete: 'name', required: true },
  { field: 'company', autoComplete: 'organization', required: false },
  { field: 'address_line1', autoComplete: 'address-line1', required: true },
  { field: 'address_line2', autoComplete: 'address-line2', required: false },
  { field: 'postal_code', autoComplete: 'postal-code', required: true },
  { field: 'city', autoComplete: 'address-level2', required: true },
];

const LABEL_KEY: Record<Field, string> = {
  name: 'billing.name',
  company: 'billing.company',
  address_line1: 'billing.addressLine1',
  address_line2: 'billing.addressLine2',
  postal_code: 'billing.postalCode',
  city: 'billing.city',
  country_code: 'billing.country',
  vat_number: 'billing.vatNumber',
};

/** Name, company, address, country and the EU VAT number, validated live by the server (Precognition). */
export function BillingDetailsForm({ billing }: { billing: BillingResponse }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const fallbackName = [user?.name, user?.last_name].filter(Boolean).join(' ');
  const form = usePrecognitiveForm<BillingDetailsDraft>(
    'put',
    BILLING_DETAILS_URL,
    draftFrom(billing.billing_details, { name: fallbackName, country_code: user?.country_code ?? null }),
  );
  const errors = form.errors as FieldErrors;
  const countryInvalid = Boolean(errors.country_code?.length);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A validation answer still on its way must not replace the errors set below.
    if (form.validating) await form.settle();
    else form.cancel();
    const clientErrors = validate(form.data, t);
    form.setErrors(clientErrors as Record<string, string[]>);
    if (Object.keys(clientErrors).length > 0) return;
    let saved: BillingResponse;
    try {
      saved = await form.submit<BillingResponse>();
    } catch {
      return; // 422: under the fields (and the catalogue's toast); anything else: the catalogue's
    }
    queryClient.setQueryData(queryKeys.billing(), saved);
    // The prices (VAT) follow the billing country and the VAT number.
    void queryClient.invalidateQueries({ queryKey: ['plans'] });
    notify({ severity: 'success', summary: t('billing.saved') });
  };

  return (
    <section className="bz-billing__section" aria-labelledby="bz-billing-details">
      <h2 id="bz-billing-details">{t('billing.detailsTitle')}</h2>
      <p>{t('billing.detailsLead')}</p>
      <form className="bz-form" onSubmit={(event) => void submit(event)} noValidate>
        {TEXT_FIELDS.map(({ field, autoComplete, required }) => (
          <TextField
            key={field}
            id={`billing-${field}`}
            label={t(LABEL_KEY[field])}
            autoComplete={autoComplete}
            value={form.data[field]}
            onChange={(value) => form.setData(field, value)}
            onBlur={() => form.validate(field)}
            validating={form.isValidating(field)}
            errors={errors[field]}
            required={required}
          />
        ))}
        <div className="bz-field">
          <label htmlFor="billing-country_code">
            {t('billing.country')}
            <span className="bz-field__required" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <CountryDropdown
            inputId="billing-country_code"
            value={form.data.country_code || null}
            onChange={(code) => {
              form.setData('country_code', code ?? '');
              form.validate('country_code');
            }}
            placeholder={t('billing.countryPlaceholder')}
            invalid={countryInvalid}
            required
            describedBy={countryInvalid ? 'billing-country_code-error' : undefined}
          />
          <FieldError id="billing-country_code-error" messages={errors.country_code} />
        </div>
        <TextField
          id="billing-vat_number"
          label={t('billing.vatNumber')}
          value={form.data.vat_number}
          onChange={(value) => form.setData('vat_number', value)}
          onBlur={() => form.validate('vat_number')}
          validating={form.isValidating('vat_number')}
          hint={t('billing.vatNumberHint')}
          errors={errors.vat_number}
        />
        <VatStatus billing={billing} />
        <Button type="submit" label={t('billing.save')} loading={form.processing} className="bz-form__submit" />
      </form>
    </section>
  );
}
