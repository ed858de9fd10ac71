import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { isApiError } from '@bizmarkt/shared';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type ResetPasswordRequest } from '@bizmarkt/shared/contract';
import { usePaths } from '@bizmarkt/shared/routing';
import { TextField } from '../../../components/text-field';
import { useResetPassword } from '../api/reset-password';
import '../../../components/auth-card.css';
import '../../../components/account-pages.css';

type Field = 'email' | 'password' | 'password_confirmation';
type FieldErrors = Partial<Record<Field, string[]>>;

/** The server names a bad token under `token` or `email`; both belong to the link, shown under email. */
function fieldErrorsOf(errors: Record<string, string[]>): FieldErrors {
  const email = [...(errors.email ?? []), ...(errors.token ?? [])];
  return {
    ...(email.length ? { email } : {}),
    ...(errors.password ? { password: errors.password } : {}),
    ...(errors.password_confirmation ? { password_confirmation: errors.password_confirmation } : {}),
  };
}

/** `/password-reset/:token?email=` (guests only): the new password for the account of the mail's link. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const navigate = useNavigate();
  const paths = usePaths();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const clientErrors: FieldErrors = {};
    if (!password) clientErrors.password = [t('resetPassword.passwordRequired')];
    else if (password.length < PASSWORD_MIN_LENGTH) clientErrors.password = [t('resetPassword.passwordTooShort', { count: PASSWORD_MIN_LENGTH })];
    if (password && confirmation !== password) clientErrors.password_confirmation = [t('resetPassword.confirmationMismatch')];
    setErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0) return;
    const body: ResetPasswordRequest = { token, email, password, password_confirmation: confirmation };
    reset.mutate(body, {
      onSuccess: () => navigate(paths.passwordResetSuccess(), { replace: true }),
      onError: (error) => {
        if (!isApiError(error)) return;
        if (error.status === 422) {
          const fieldErrors = fieldErrorsOf(error.fieldErrors);
          setErrors(Object.keys(fieldErrors).length ? fieldErrors : { email: [error.message] });
        } else if (error.status === 429) setFormError(error.message);
      },
    });
  };

  // A link without its email cannot be used: say so instead of a form that can only fail.
  if (!email || !token) {
    return (
      <section className="bz-auth-card" aria-labelledby="bz-reset-password-title">
        <h1 id="bz-reset-password-title">{t('resetPassword.title')}</h1>
        <p className="bz-notice bz-notice--warn" role="alert">
          {t('resetPassword.brokenLink')}
        </p>
        <p className="bz-form__links">
          <Link to={paths.passwordReset()}>{t('resetPassword.requestNew')}</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="bz-auth-card" aria-labelledby="bz-reset-password-title">
      <h1 id="bz-reset-password-title">{t('resetPassword.title')}</h1>
      <p className="bz-auth-card__lead">{t('resetPassword.lead')}</p>
      <form className="bz-form" onSubmit={submit} noValidate>
        {formError ? (
          <p className="bz-form__error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="bz-field">
          <TextField id="reset-password-email" label={t('resetPassword.email')} type="email" autoComplete="username" value={email} onChange={() => undefined} readOnly errors={errors.email} />
          {errors.email?.length ? (
            <Link to={paths.passwordReset()}>{t('resetPassword.requestNew')}</Link>
          ) : null}
        </div>
        <TextField
          id="reset-password-password"
          label={t('resetPassword.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          hint={t('registration.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          maxLength={PASSWORD_MAX_LENGTH}
          errors={errors.password}
        />
        <TextField
          id="reset-password-confirmation"
          label={t('resetPassword.passwordConfirmation')}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          maxLength={PASSWORD_MAX_LENGTH}
          errors={errors.password_confirmation}
        />
        <Button type="submit" label={t('resetPassword.submit')} loading={reset.isPending} className="bz-form__submit" />
      </form>
    </section>
  );
}
