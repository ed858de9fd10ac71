import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { RadioButton } from 'primereact/radiobutton';
import { type GeneralInfoRequest, isApiError, NAME_MAX_LENGTH, type Role, useCurrentUser, useLocalizedPath } from '@bizmarkt/shared';
import { FieldError } from '../../../components/field-error';
import { useCountries } from '@bizmarkt/shared';
import { useSaveGeneralInfo } from '../api/general-info';
import { TextField } from '../../../components/text-field';

type Field = keyof GeneralInfoRequest;
type FieldErrors = Partial<Record<Field, string[]>>;

/** Spec §2/§5: Buyer → buyer, Seller → seller, Buyer and Seller → universal. */
export const ROLE_OPTIONS: ReadonlyArray<{ value: Role; labelKey: string }> = [
  { value: 'buyer', labelKey: 'generalInfo.roleBuyer' },
  { value: 'seller', labelKey: 'generalInfo.roleSeller' },
  { value: 'universal', labelKey: 'generalInfo.roleUniversal' },
];

interface Draft {
  role: Role | null;
  name: string;
  last_name: string;
  country_code: string | null;
}

function validate(draft: Draft, t: TFunction<'account'>): FieldErrors {
  const errors: FieldErrors = {};
  const tooLong = [t('generalInfo.tooLong', { count: NAME_MAX_LENGTH })];
  if (!draft.role) errors.role = [t('generalInfo.roleRequired')];
  if (!draft.name.trim()) errors.name = [t('generalInfo.nameRequired')];
  else if (draft.name.trim().length > NAME_MAX_LENGTH) errors.name = tooLong;
  if (!draft.last_name.trim()) errors.last_name = [t('generalInfo.lastNameRequired')];
  else if (draft.last_name.trim().length > NAME_MAX_LENGTH) errors.last_name = tooLong;
  if (!draft.country_code) errors.country_code = [t('generalInfo.countryRequired')];
  return errors;
}

export function GeneralInfoForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const user = useCurrentUser();
  const countries = useCountries();
  const save = useSaveGeneralInfo();
  // What the user already has (a social sign-up brings the names) is the starting point.
  const [draft, setDraft] = useState<Draft>(() => ({
    role: user?.role ?? null,
    name: user?.name ?? '',
    last_name: user?.last_name ?? '',
    country_code: user?.country_code ?? null,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = <K extends keyof Draft>(field: K, value: Draft[K]) => setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const clientErrors = validate(draft, t);
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0 || !draft.role || !draft.country_code) return;
    save.mutate(
      { role: draft.role, name: draft.name.trim(), last_name: draft.last_name.trim(), country_code: draft.country_code },
      {
        onSuccess: () => navigate(localized('/dashboard'), { replace: true }),
        onError: (error) => {
          if (isApiError(error) && error.status === 422) setErrors(error.fieldErrors as FieldErrors);
        },
      },
    );
  };

  const roleErrorId = 'general-info-role-error';
  const countryErrorId = 'general-info-country-error';
  const countryInvalid = Boolean(errors.country_code?.length);

  return (
    <form className="bz-form" onSubmit={submit} noValidate>
      <fieldset
        className="bz-fieldset"
        aria-describedby={errors.role?.length ? roleErrorId : undefined}
        aria-invalid={Boolean(errors.role?.length)}
      >
        <legend>{t('generalInfo.role')}</legend>
        <div className="bz-radio-group">
          {ROLE_OPTIONS.map((option) => (
            <div className="bz-check" key={option.value}>
              <RadioButton
                inputId={`general-info-role-${option.value}`}
                name="role"
                value={option.value}
                checked={draft.role === option.value}
                onChange={() => change('role', option.value)}
                invalid={Boolean(errors.role?.length)}
              />
              <label htmlFor={`general-info-role-${option.value}`}>{t(option.labelKey)}</label>
            </div>
          ))}
        </div>
        <FieldError id={roleErrorId} messages={errors.role} />
      </fieldset>
      <TextField
        id="general-info-name"
        label={t('generalInfo.name')}
        autoComplete="given-name"
        value={draft.name}
        onChange={(value) => change('name', value)}
        maxLength={NAME_MAX_LENGTH}
        errors={errors.name}
      />
      <TextField
        id="general-info-last-name"
        label={t('generalInfo.lastName')}
        autoComplete="family-name"
        value={draft.last_name}
        onChange={(value) => change('last_name', value)}
        maxLength={NAME_MAX_LENGTH}
        errors={errors.last_name}
      />
      <div className="bz-field">
        <label htmlFor="general-info-country" id="general-info-country-label">
          {t('generalInfo.country')}
        </label>
        {countries.isError ? (
          <p className="bz-notice bz-notice--warn" role="alert">
            {t('generalInfo.countriesFailed')}{' '}
            <button type="button" className="bz-link-button" onClick={() => void countries.refetch()}>
              {t('generalInfo.retry')}
            </button>
          </p>
        ) : (
          <Dropdown
            inputId="general-info-country"
            value={draft.country_code}
            options={countries.data?.countries ?? []}
            optionLabel="name"
            optionValue="code"
            onChange={(event) => change('country_code', (event.value as string | null) ?? null)}
            placeholder={countries.isPending ? t('generalInfo.countriesLoading') : t('generalInfo.countryPlaceholder')}
            disabled={countries.isPending}
            filter
            // Keyboard users land in the search field when the list opens (Enter/Alt+Down), so typing filters.
            filterInputAutoFocus
            filterPlaceholder={t('generalInfo.countrySearch')}
            pt={{ filterInput: { 'aria-label': t('generalInfo.countrySearch') } }}
            emptyFilterMessage={t('generalInfo.noCountry')}
            resetFilterOnHide
            invalid={countryInvalid}
            aria-invalid={countryInvalid}
            aria-describedby={countryInvalid ? countryErrorId : undefined}
            className="bz-dropdown-full"
          />
        )}
        <FieldError id={countryErrorId} messages={errors.country_code} />
      </div>
      <Button type="submit" label={t('generalInfo.submit')} loading={save.isPending} className="bz-form__submit" />
    </form>
  );
}
