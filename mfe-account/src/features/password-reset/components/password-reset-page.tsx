import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { isApiError } from '@bizmarkt/shared';
import { usePaths } from '@bizmarkt/shared/routing';
import { TextField } from '../../../components/text-field';
import { useForgotPassword } from '../api/forgot-password';
import '../../../components/auth-card.css';
import '../../../components/account-pages.css';

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

/**
 * `/password-reset` (guests only): asks for the email and always answers the same, so the page
 * never tells whether an account exists.
 */
export default function PasswordResetPage() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const request = useForgotPassword();
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<string[] | undefined>();
  const [throttled, setThrottled] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setThrottled(null);
    const value = email.trim();
    if (!value) return setErrors([t('passwordReset.emailRequired')]);
    if (!EMAIL_SHAPE.test(value)) return setErrors([t('passwordReset.emailInvalid')]);
    setErrors(undefined);
    request.mutate(
      { email: value },
      {
        onSuccess: () => setSentTo(value),
        onError: (error) => {
          if (!isApiError(error)) return;
          if (error.status === 422) setErrors(error.fieldErrors.email ?? [error.message]);
          else if (error.status === 429) setThrottled(error.message);
        },
      },
    );
  };

  return (
    <section className="bz-auth-card" aria-labelledby="bz-password-reset-title">
      <h1 id="bz-password-reset-title">{t('passwordReset.title')}</h1>
      {sentTo ? (
        <div className="bz-form">
          <p className="bz-notice bz-notice--success" role="status">
            {t('passwordReset.sent', { email: sentTo })}
          </p>
          <p>{t('passwordReset.sentHelp')}</p>
          <p className="bz-form__links">
            <button type="button" className="bz-link-button" onClick={() => {
                setSentTo(null);
                setEmail('');
              }}>
              {t('passwordReset.again')}
            </button>
          </p>
          <p className="bz-form__links">
            <Link to={paths.login()}>{t('passwordReset.backToLogin')}</Link>
          </p>
        </div>
      ) : (
        <form className="bz-form" onSubmit={submit} noValidate>
          <p className="bz-auth-card__lead">{t('passwordReset.lead')}</p>
          {throttled ? (
            <p className="bz-form__error" role="alert">
              {throttled}
            </p>
          ) : null}
          <TextField
            id="password-reset-email"
            label={t('passwordReset.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            errors={errors}
          />
          <Button type="submit" label={t('passwordReset.submit')} loading={request.isPending} className="bz-form__submit" />
          <p className="bz-form__links">
            <Link to={paths.login()}>{t('passwordReset.backToLogin')}</Link>
          </p>
        </form>
      )}
    </section>
  );
}
