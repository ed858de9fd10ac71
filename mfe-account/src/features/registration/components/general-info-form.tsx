import type { FormEvent } from 'react';
import { useQueryClient } from '@bizmarkt/shared/query';
import { useNavigate } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import type { TFunction } from 'i18next';
import { Button } from 'primereact/button';
import { RadioButton } from 'primereact/radiobutton';
import { setCurrentUser, useCurrentUser, usePrecognitiveForm } from '@bizmarkt/shared';
import { NAME_MAX_LENGTH } from '@bizmarkt/shared/constants';
import type { GeneralInfoRequest, Role, User } from '@bizmarkt/shared/contract';
import { FieldError } from '../../../components/field-error';
import { GENERAL_INFO_URL } from '../api/general-info';
import { CountryDropdown } from '../../../components/country-dropdown';
import { TextField } from '../../../components/text-field';
import { usePaths } from '@bizmarkt/shared/routing';

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
  const paths = usePaths();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  // What the user already has (a social sign-up brings the names) is the starting point.
  const form = usePrecognitiveForm<Draft>('post', GENERAL_INFO_URL, {
    role: user?.role ?? null,
    name: user?.name ?? '',
    last_name: user?.last_name ?? '',
    country_code: user?.country_code ?? null,
  });
  const errors = form.errors as FieldErrors;

  /** A choice (role, country) is validated at once; a typed name when the field is left. */
  const choose = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    form.setData(field, value);
    form.validate(field);
  };
  const counter = (value: string) => ({ max: NAME_MAX_LENGTH, counter: t('generalInfo.counter', { count: value.length, max: NAME_MAX_LENGTH }) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A validation answer still on its way must not replace the errors set below.
    if (form.validating) await form.settle();
    else form.cancel();
    const clientErrors = validate(form.data, t);
    form.setErrors(clientErrors as Record<string, string[]>);
    if (Object.keys(clientErrors).length > 0) return;
    form.setData({ name: form.data.name.trim(), last_name: form.data.last_name.trim() });
    try {
      setCurrentUser(queryClient, await form.submit<User>());
    } catch {
      return; // 422: under the fields and the catalogue's toast; anything else: the catalogue's
    }
    navigate(paths.dashboard(), { replace: true });
  };

  const roleErrorId = 'general-info-role-error';
  const countryErrorId = 'general-info-country-error';
  const countryInvalid = Boolean(errors.country_code?.length);

  return (
    <form className="bz-form" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="bz-fieldset" aria-describedby={errors.role?.length ? roleErrorId : undefined} aria-invalid={Boolean(errors.role?.length)}>
        <legend>{t('generalInfo.role')}</legend>
        <div className="bz-radio-group">
          {ROLE_OPTIONS.map((option) => (
            <div className="bz-check" key={option.value}>
              <RadioButton
                inputId={`general-info-role-${option.value}`}
                name="role"
                value={option.value}
                checked={form.data.role === option.value}
                onChange={() => choose('role', option.value)}
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
        value={form.data.name}
        onChange={(value) => form.setData('name', value)}
        onBlur={() => form.validate('name')}
        validating={form.isValidating('name')}
        limit={counter(form.data.name)}
        errors={errors.name}
      />
      <TextField
        id="general-info-last-name"
        label={t('generalInfo.lastName')}
        autoComplete="family-name"
        value={form.data.last_name}
        onChange={(value) => form.setData('last_name', value)}
        onBlur={() => form.validate('last_name')}
        validating={form.isValidating('last_name')}
        limit={counter(form.data.last_name)}
        errors={errors.last_name}
      />
      <div className="bz-field">
        <label htmlFor="general-info-country" id="general-info-country-label">
          {t('generalInfo.country')}
        </label>
        <CountryDropdown
          inputId="general-info-country"
          value={form.data.country_code}
          onChange={(code) => choose('country_code', code)}
          placeholder={t('generalInfo.countryPlaceholder')}
          invalid={countryInvalid}
          describedBy={countryInvalid ? countryErrorId : undefined}
        />
        <FieldError id={countryErrorId} messages={errors.country_code} />
      </div>
      <Button type="submit" label={t('generalInfo.submit')} loading={form.processing} className="bz-form__submit" />
    </form>
  );
}
