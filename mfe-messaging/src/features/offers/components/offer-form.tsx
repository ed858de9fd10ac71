import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import { isApiError } from '@bizmarkt/shared';
import type { OfferTermsInput } from '@bizmarkt/shared/contract';
import { OFFER_CONDITIONS_MAX, OFFER_DEFERRED_CONDITION_MAX } from '@bizmarkt/shared/contract';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { InputNumber } from 'primereact/inputnumber';
import { InputTextarea } from 'primereact/inputtextarea';
import { cashRemainder, termsFromValues, withChange, type OfferFormValues } from '../lib/offer-form';
import { OptionalTerms, RadioChoices } from './offer-form-parts';

/** The API's field names (under `terms.`) → the form's. */
const FIELD_OF: Record<string, keyof OfferFormValues> = {
  'terms.price': 'price',
  'terms.cash_at_closing': 'cashAtClosing',
  'terms.seller_financing.amount': 'financingAmount',
  'terms.seller_financing.term_months': 'financingMonths',
  'terms.seller_financing.interest_percent': 'financingInterest',
  'terms.deferred.kind': 'deferredKind',
  'terms.deferred.amount': 'deferredAmount',
  'terms.deferred.condition': 'deferredCondition',
  'terms.deferred.period_months': 'deferredMonths',
  'terms.inventory': 'inventory',
  'terms.exclusivity_days': 'exclusivityDays',
  'terms.due_diligence_days': 'dueDiligenceDays',
  'terms.target_closing_date': 'closingDate',
  'terms.valid_until': 'validUntil',
  'terms.conditions': 'conditions',
};

type Errors = Partial<Record<keyof OfferFormValues | 'form', string>>;

interface OfferFormProps {
  initial: OfferFormValues;
  title: string;
  submitLabel: string;
  onSubmit: (terms: OfferTermsInput) => Promise<unknown>;
  onCancel: () => void;
  /** A 409: the offer changed meanwhile (the card reloads it). */
  onConflict?: () => void;
}

/**
 * The offer's terms (issue #30 §1): a new offer or a counter. Amounts in whole dollars, dates picked or
 * typed; the API's 422s appear under their fields.
 */
export function OfferForm({ initial, title, submitLabel, onSubmit, onCancel, onConflict }: OfferFormProps) {
  const { t, i18n } = useTranslation('messaging');
  const id = useId();
  const [values, setValues] = useState<OfferFormValues>(initial);
  // Cash at closing follows the price less the other parts while it is their rest (a first offer, a
  // counter of consistent terms), until the user edits it (decision 0244).
  const [cashFollows, setCashFollows] = useState(() => initial.cashAtClosing === cashRemainder(initial));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const locale = i18n.language === 'de' ? 'de-DE' : 'en-US';

  const set = <K extends keyof OfferFormValues>(key: K, value: OfferFormValues[K]) => {
    // PrimeReact's number field also reports its unchanged value on leaving it: only a new value is an edit.
    if (key === 'cashAtClosing' && value !== values.cashAtClosing) setCashFollows(false);
    const follows = cashFollows && key !== 'cashAtClosing';
    setValues((current) => withChange(current, key, value, follows));
    setErrors((current) => ({ ...current, [key]: undefined, ...(follows ? { cashAtClosing: undefined } : {}) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(termsFromValues(values));
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 422) {
        const next: Errors = {};
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const key = FIELD_OF[field] ?? 'form';
          next[key] ??= messages[0];
        }
        setErrors(next);
      } else if (error.status === 409) {
        setErrors({ form: error.message });
        onConflict?.();
      } else setErrors({ form: error.message });
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof OfferFormValues) => `${id}-${key}`;
  const described = (key: keyof OfferFormValues) => (errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${field(key)}-error` } : {});
  const errorOf = (key: keyof OfferFormValues): ReactNode =>
    errors[key] ? (
      <p id={`${field(key)}-error`} className="bz-field-error" role="alert">
        {errors[key]}
      </p>
    ) : null;
  const money = (key: 'price' | 'cashAtClosing' | 'financingAmount' | 'deferredAmount') => (
    <div className="bz-offer-form__field">
      <label htmlFor={field(key)}>{t(`offers.fields.${key}`)}</label>
      <InputNumber
        inputId={field(key)}
        value={values[key]}
        onValueChange={(event) => set(key, event.value ?? null)}
        mode="currency"
        currency="USD"
        locale={locale}
        maxFractionDigits={0}
        min={0}
        {...described(key)}
      />
      {errorOf(key)}
    </div>
  );
  const whole = (key: 'financingMonths' | 'deferredMonths' | 'exclusivityDays' | 'dueDiligenceDays') => (
    <div className="bz-offer-form__field">
      <label htmlFor={field(key)}>{t(`offers.fields.${key}`)}</label>
      <InputNumber
        inputId={field(key)}
        value={values[key]}
        onValueChange={(event) => set(key, event.value ?? null)}
        useGrouping={false}
        min={0}
        {...described(key)}
      />
      {errorOf(key)}
    </div>
  );
  const date = (key: 'closingDate' | 'validUntil') => (
    <div className="bz-offer-form__field">
      <label htmlFor={field(key)}>{t(`offers.fields.${key}`)}</label>
      <Calendar
        inputId={field(key)}
        value={values[key]}
        onChange={(event) => set(key, (event.value as Date | null | undefined) ?? null)}
        minDate={new Date()}
        dateFormat={i18n.language === 'de' ? 'dd.mm.yy' : 'mm/dd/yy'}
        showIcon
        showOnFocus={false}
        inputClassName="bz-offer-form__date"
        ariaLabel={t(`offers.fields.${key}`)}
        {...described(key)}
      />
      {errorOf(key)}
    </div>
  );
  const text = (key: 'deferredCondition' | 'conditions', rows: number, maxLength: number) => (
    <div className="bz-offer-form__field">
      <label htmlFor={field(key)}>{t(`offers.fields.${key}`)}</label>
      <InputTextarea
        id={field(key)}
        value={values[key]}
        onChange={(event) => set(key, event.target.value)}
        rows={rows}
        maxLength={maxLength}
        {...described(key)}
      />
      {errorOf(key)}
    </div>
  );

  return (
    <form className="bz-offer-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{title}</h4>
      <p className="bz-offer-form__note">{t('offers.intro')}</p>
      {money('price')}
      {money('cashAtClosing')}
      {cashFollows ? <p className="bz-offer-form__note">{t('offers.cashFollows')}</p> : null}
      <OptionalTerms id={field('financing')} label={t('offers.fields.financing')} checked={values.financing} onChange={(checked) => set('financing', checked)}>
        {money('financingAmount')}
        {whole('financingMonths')}
        <div className="bz-offer-form__field">
          <label htmlFor={field('financingInterest')}>{t('offers.fields.financingInterest')}</label>
          <InputNumber
            inputId={field('financingInterest')}
            value={values.financingInterest}
            onValueChange={(event) => set('financingInterest', event.value ?? null)}
            locale={locale}
            minFractionDigits={0}
            maxFractionDigits={2}
            min={0}
            {...described('financingInterest')}
          />
          {errorOf('financingInterest')}
        </div>
      </OptionalTerms>
      <OptionalTerms
        id={field('deferred')}
        label={t('offers.fields.deferred')}
        checked={values.deferred}
        onChange={(checked) => set('deferred', checked)}
        legend={t('offers.fields.deferredKind')}
      >
        <RadioChoices
          name={field('deferredKind')}
          value={values.deferredKind}
          choices={[
            { value: 'earn_out', label: t('offers.fields.earnOut') },
            { value: 'holdback', label: t('offers.fields.holdback') },
          ]}
          onChange={(kind) => set('deferredKind', kind)}
        />
        {money('deferredAmount')}
        {text('deferredCondition', 2, OFFER_DEFERRED_CONDITION_MAX)}
        {whole('deferredMonths')}
      </OptionalTerms>
      <fieldset className="bz-offer-form__group">
        <legend>{t('offers.fields.inventory')}</legend>
        <RadioChoices
          name={field('inventory')}
          value={values.inventory}
          choices={[
            { value: 'included', label: t('offers.fields.included') },
            { value: 'at_cost', label: t('offers.fields.atCost') },
          ]}
          onChange={(choice) => set('inventory', choice)}
        />
      </fieldset>
      {whole('exclusivityDays')}
      {whole('dueDiligenceDays')}
      {date('closingDate')}
      {date('validUntil')}
      {text('conditions', 3, OFFER_CONDITIONS_MAX)}
      {errors.form ? (
        <p className="bz-field-error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <div className="bz-offer-form__actions">
        <Button type="button" outlined label={t('offers.cancel')} onClick={onCancel} />
        <Button type="submit" label={submitLabel} loading={busy} />
      </div>
    </form>
  );
}
