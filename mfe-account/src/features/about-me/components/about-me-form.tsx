import { useState, type FormEvent } from 'react';
import { useTranslation } from '@bizmarkt/shared/translation';
import type { TFunction } from 'i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { FormField, describedBy, notify, useLocale, usePrecognitiveForm } from '@bizmarkt/shared';
import { ABOUT_MAX_LENGTH, NAME_MAX_LENGTH } from '@bizmarkt/shared/constants';
import { ACCOUNT_PATHS, type Role, type User } from '@bizmarkt/shared/contract';
import { formatDate } from '@bizmarkt/shared/locale';
import { AvatarUploader } from '../../../components/avatar-uploader';
import '../../../components/form-field.css'; // the shared FormField's look
import { CountryDropdown } from '../../../components/country-dropdown';
import { SelectDropdown } from '../../../components/select-dropdown';
import { useAfterProfileSaved } from '../api/update-profile';
import { displayUrl } from '../lib/display-url';
import { ownAvatar } from '../lib/own-avatar';
import { profileFormData, profileValues, visibleErrors, type AvatarChange, type ProfileValues } from '../lib/profile-form';
import './about-me.css';

const ROLES: Role[] = ['buyer', 'seller', 'universal'];
type TextKey = Exclude<keyof ProfileValues, 'role' | 'country_code'>;
const LINKS = ['website', 'facebook', 'twitter', 'instagram', 'pinterest'] as const satisfies readonly TextKey[];

/** What the form can tell before sending (spec §5): the required description, and the length limits. */
function clientErrors(values: ProfileValues, t: TFunction<'account'>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const tooLong = (max: number) => [t('aboutMe.tooLong', { count: max })];
  if (values.name.length > NAME_MAX_LENGTH) errors.name = tooLong(NAME_MAX_LENGTH);
  if (values.last_name.length > NAME_MAX_LENGTH) errors.last_name = tooLong(NAME_MAX_LENGTH);
  if (!values.about.trim()) errors.about = [t('aboutMe.descriptionRequired')];
  else if (values.about.length > ABOUT_MAX_LENGTH) errors.about = tooLong(ABOUT_MAX_LENGTH);
  return errors;
}

interface AboutMeFormProps {
  user: User;
  onClose: () => void;
}

/** The About me panel's form (spec §2, §5, §8): profile, picture and links, validated while typing. */
export function AboutMeForm({ user, onClose }: AboutMeFormProps) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const form = usePrecognitiveForm<ProfileValues>('post', ACCOUNT_PATHS.updateUser(user.id), profileValues(user));
  const [avatar, setAvatar] = useState<AvatarChange>({ file: null, deleted: false });
  const afterSaved = useAfterProfileSaved(user.id);
  const errors = visibleErrors(form.errors);

  /** Every change is validated by the server (Precognition), debounced by the form helper. */
  const change = <K extends keyof ProfileValues>(field: K, value: ProfileValues[K]) => {
    form.setData(field, value);
    form.validate(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A validation answer still on its way must not replace the errors set below.
    if (form.validating) await form.settle();
    else form.cancel();
    const before = clientErrors(form.data, t);
    if (Object.keys(before).length > 0) {
      form.setErrors(before);
      return;
    }
    let saved: User;
    try {
      saved = await form.submit<User>({ body: profileFormData(form.data, avatar) });
    } catch {
      return; // 422: under the fields and the catalogue's toast; anything else: the catalogue's
    }
    await afterSaved(saved);
    notify({ severity: 'success', summary: t('aboutMe.saved') });
    onClose();
  };

  /** The counter beside a limited field; red once over the limit (the text is never cut). */
  const counter = (length: number, max: number) => (
    <span className={length > max ? 'bz-field__error' : undefined}>{t('aboutMe.counter', { count: length, max })}</span>
  );

  const textInput = (field: TextKey, { autoComplete, placeholder }: { autoComplete?: string; placeholder?: string } = {}) => (
    <InputText
      id={`about-${field}`}
      value={form.data[field]}
      onChange={(event) => change(field, event.target.value)}
      onBlur={() => form.validate(field)}
      autoComplete={autoComplete}
      placeholder={placeholder}
      invalid={errors[field].length > 0}
      aria-invalid={errors[field].length > 0}
      aria-describedby={describedBy(`about-${field}`, { errors: errors[field], hint: field === 'website' && Boolean(form.data.website.trim()) })}
    />
  );

  const website = displayUrl(form.data.website);

  return (
    <form className="bz-account-form bz-about" onSubmit={(event) => void submit(event)} noValidate aria-busy={form.processing}>
      <dl className="bz-about__facts">
        <div>
          <dt>{t('aboutMe.email')}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{t('aboutMe.joined')}</dt>
          <dd>{formatDate(user.created_at, locale)}</dd>
        </div>
      </dl>

      <AvatarUploader
        id="about-file"
        currentUrl={ownAvatar(user)}
        file={avatar.file}
        deleted={avatar.deleted}
        errors={errors.file}
        onChoose={(file) => {
          form.forgetError('file');
          setAvatar({ file, deleted: false });
        }}
        onDelete={() => {
          form.forgetError('file');
          setAvatar({ file: null, deleted: true });
        }}
      />

      <FormField id="about-role" label={t('aboutMe.role')} errors={errors.role}>
        <SelectDropdown
          inputId="about-role"
          value={form.data.role || null}
          options={ROLES.map((role) => ({ value: role, label: t(`aboutMe.roles.${role}`) }))}
          onChange={(event) => change('role', event.value as Role)}
          placeholder={t('aboutMe.rolePlaceholder')}
          invalid={errors.role.length > 0}
          aria-invalid={errors.role.length > 0}
          aria-describedby={describedBy('about-role', { errors: errors.role })}
        />
      </FormField>

      <div className="bz-about__row">
        <FormField id="about-name" label={t('aboutMe.firstName')} errors={errors.name} aside={counter(form.data.name.length, NAME_MAX_LENGTH)}>
          {textInput('name', { autoComplete: 'given-name' })}
        </FormField>
        <FormField id="about-last_name" label={t('aboutMe.lastName')} errors={errors.last_name} aside={counter(form.data.last_name.length, NAME_MAX_LENGTH)}>
          {textInput('last_name', { autoComplete: 'family-name' })}
        </FormField>
      </div>

      <FormField id="about-country_code" label={t('aboutMe.country')} errors={errors.country_code}>
        <CountryDropdown
          inputId="about-country_code"
          value={form.data.country_code || null}
          onChange={(code) => change('country_code', code ?? '')}
          placeholder={t('aboutMe.countryPlaceholder')}
          invalid={errors.country_code.length > 0}
          describedBy={describedBy('about-country_code', { errors: errors.country_code })}
          whenListFails="log-only"
        />
      </FormField>

      <FormField
        id="about-about"
        label={t('aboutMe.description')}
        required
        hint={t('aboutMe.descriptionMax')}
        aside={counter(form.data.about.length, ABOUT_MAX_LENGTH)}
        errors={errors.about}
      >
        <InputTextarea
          id="about-about"
          value={form.data.about}
          onChange={(event) => change('about', event.target.value)}
          onBlur={() => form.validate('about')}
          rows={4}
          autoResize
          required
          aria-required="true"
          invalid={errors.about.length > 0}
          aria-invalid={errors.about.length > 0}
          aria-describedby={describedBy('about-about', { hint: true, errors: errors.about })}
        />
      </FormField>

      {LINKS.map((field) => (
        <FormField
          key={field}
          id={`about-${field}`}
          label={t(`aboutMe.links.${field}`)}
          errors={errors[field]}
          hint={
            field === 'website' && website ? (
              <>
                {t('aboutMe.shownAs')}{' '}
                <a href={website} target="_blank" rel="noopener noreferrer" className="bz-about__link-preview">
                  {website}
                </a>
              </>
            ) : undefined
          }
        >
          {textInput(field, { autoComplete: field === 'website' ? 'url' : 'off', placeholder: t(`aboutMe.placeholders.${field}`) })}
        </FormField>
      ))}

      <div className="bz-about__actions">
        <Button type="button" label={t('aboutMe.cancel')} severity="secondary" outlined onClick={onClose} disabled={form.processing} />
        <Button type="submit" label={t('aboutMe.save')} loading={form.processing} />
      </div>
    </form>
  );
}
