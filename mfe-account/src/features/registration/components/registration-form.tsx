import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@bizmarkt/shared/router';
import { Trans, useTranslation } from '@bizmarkt/shared/translation';
import type { TFunction } from 'i18next';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { isApiError, usePrecognitiveForm } from '@bizmarkt/shared';
import { PASSWORD_MIN_LENGTH, type RegisterRequest, type RegisterResponse } from '@bizmarkt/shared/contract';
import { FieldError } from '../../../components/field-error';
import { SocialSignIn, useAuthProviders } from '../../socials';
import { EMPTY_REGISTRATION, REGISTER_URL } from '../api/register';
import { EmailField } from '../../../components/email-field';
import { emailProblem } from '../../../components/email-problem';
import { PasswordField } from '../../../components/password-field';
import { usePaths } from '@bizmarkt/shared/routing';

type Field = keyof RegisterRequest;
type FieldErrors = Partial<Record<Field, string[]>>;

/** What the browser can tell at once; the server has the last word (taken email, common password…). */
function validate(data: RegisterRequest, t: TFunction<'account'>): FieldErrors {
  const errors: FieldErrors = {};
  const emailError = emailProblem(data.email);
  if (emailError) errors.email = [t(emailError)];
  if (!data.password) errors.password = [t('registration.passwordRequired')];
  else if (data.password.length < PASSWORD_MIN_LENGTH) errors.password = [t('registration.passwordTooShort', { count: PASSWORD_MIN_LENGTH })];
  // Under the confirmation, the field that is wrong (the API reports it there too).
  if (data.password && data.password.length >= PASSWORD_MIN_LENGTH && data.password_confirmation !== data.password) {
    errors.password_confirmation = [t('registration.confirmationMismatch')];
  }
  if (!data.terms) errors.terms = [t('registration.termsRequired')];
  return errors;
}

export function RegistrationForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const paths = usePaths();
  const providers = useAuthProviders();
  const form = usePrecognitiveForm<RegisterRequest>('post', REGISTER_URL, EMPTY_REGISTRATION);
  const [formError, setFormError] = useState<string | null>(null);

  const errorsOf = (field: Field) => form.errorsFor(field);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    // A validation answer still on its way must not replace the errors set below.
    if (form.validating) await form.settle();
    else form.cancel();
    const clientErrors = validate(form.data, t);
    if (Object.keys(clientErrors).length > 0) {
      form.setErrors(clientErrors as Record<string, string[]>);
      return;
    }
    form.setData('email', form.data.email.trim());
    try {
      const { id } = await form.submit<RegisterResponse>();
      // The API has logged the new user in; the success page makes them the current user once it
      // shows (here, the registration page and the shell would send a logged-in user elsewhere first).
      navigate(paths.registrationSuccess(id), { replace: true, state: { registered: true } });
    } catch (error) {
      // 422 is already under the fields (the form helper stored it); the catalogue's toast shows every
      // failure, and the throttle's text also stays on the form.
      if (isApiError(error) && error.status === 429) setFormError(error.message);
    }
  };

  const onTermsChange = (checked: boolean) => {
    form.setData('terms', checked);
    form.validate('terms');
  };

  const termsErrorId = 'registration-terms-error';
  const termsInvalid = errorsOf('terms').length > 0;

  return (
    <form className="bz-form" onSubmit={submit} noValidate>
      {formError ? (
        <p className="bz-form__error" role="alert">
          {formError}
        </p>
      ) : null}
      <EmailField
        id="registration-email"
        value={form.data.email}
        onChange={(value) => form.setData('email', value)}
        onBlur={() => {
          form.setData('email', form.data.email.trim());
          form.validate('email');
        }}
        validating={form.isValidating('email')}
        errors={errorsOf('email')}
      />
      <PasswordField
        id="registration-password"
        label={t('registration.password')}
        purpose="new"
        lengthHint
        value={form.data.password}
        onChange={(value) => form.setData('password', value)}
        onBlur={() => form.validate('password')}
        validating={form.isValidating('password')}
        errors={errorsOf('password')}
      />
      <PasswordField
        id="registration-password-confirmation"
        label={t('registration.passwordConfirmation')}
        purpose="new"
        value={form.data.password_confirmation}
        onChange={(value) => form.setData('password_confirmation', value)}
        onBlur={() => form.validate('password_confirmation')}
        validating={form.isValidating('password_confirmation')}
        errors={errorsOf('password_confirmation')}
      />
      <div className="bz-field">
        <div className="bz-check">
          <Checkbox
            inputId="registration-terms"
            checked={form.data.terms}
            onChange={(event) => onTermsChange(Boolean(event.checked))}
            invalid={termsInvalid}
            aria-invalid={termsInvalid}
            aria-describedby={termsInvalid ? termsErrorId : undefined}
          />
          <label htmlFor="registration-terms">
            <Trans
              t={t}
              i18nKey="registration.terms"
              components={{
                terms: <Link to={paths.termsOfService()} target="_blank" rel="noopener" />,
                privacy: <Link to={paths.privacyPolicy()} target="_blank" rel="noopener" />,
              }}
            />
          </label>
        </div>
        <FieldError id={termsErrorId} messages={errorsOf('terms')} />
      </div>
      <Button type="submit" label={t('registration.submit')} loading={form.processing} className="bz-form__submit" />
      {providers.data?.oidc ? (
        <>
          <p className="bz-form__divider">{t('registration.or')}</p>
          <SocialSignIn intent="register" />
          <p className="bz-form__links">
            <Link to={paths.registrationSocials()}>{t('registration.socials')}</Link>
          </p>
        </>
      ) : null}
      <p className="bz-form__links">
        {t('registration.haveAccount')} <Link to={paths.login()}>{t('registration.login')}</Link>
      </p>
    </form>
  );
}
