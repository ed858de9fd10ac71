import { useState, type FormEvent } from 'react';
import { Link } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { isApiError, usePrecognitiveForm } from '@bizmarkt/shared';
import type { ForgotPasswordRequest } from '@bizmarkt/shared/contract';
import { EmailField } from '../../../components/email-field';
import { emailProblem } from '../../../components/email-problem';
import { EMPTY_FORGOT_PASSWORD, FORGOT_PASSWORD_URL } from '../api/forgot-password';
import '../../../components/auth-card.css';
import '../../../components/account-pages.css';
import { usePaths } from '@bizmarkt/shared/routing';

/**
 * `/password-reset` (guests only): asks for the email and always answers the same, so the page
 * never tells whether an account exists.
 */
export default function PasswordResetPage() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  const form = usePrecognitiveForm<ForgotPasswordRequest>('post', FORGOT_PASSWORD_URL, EMPTY_FORGOT_PASSWORD);
  const [throttled, setThrottled] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setThrottled(null);
    const value = form.data.email.trim();
    const emailError = emailProblem(value);
    if (emailError) return form.setErrors({ email: [t(emailError)] });
    form.setData('email', value);
    try {
      await form.submit();
      setSentTo(value);
    } catch (error) {
      // A 422 is under the field (the form helper put it there); the catalogue's toast says so too.
      if (isApiError(error) && error.status === 422 && !form.isInvalid('email')) form.setErrors({ email: [error.message] });
      else if (isApiError(error) && error.status === 429) setThrottled(error.message);
    }
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
            <button
              type="button"
              className="bz-link-button"
              onClick={() => {
                setSentTo(null);
                form.reset();
              }}
            >
              {t('passwordReset.again')}
            </button>
          </p>
          <p className="bz-form__links">
            <Link to={paths.login()}>{t('passwordReset.backToLogin')}</Link>
          </p>
        </div>
      ) : (
        <form className="bz-form" onSubmit={(event) => void submit(event)} noValidate>
          <p className="bz-auth-card__lead">{t('passwordReset.lead')}</p>
          {throttled ? (
            <p className="bz-form__error" role="alert">
              {throttled}
            </p>
          ) : null}
          <EmailField id="password-reset-email" value={form.data.email} onChange={(value) => form.setData('email', value)} errors={form.errorsFor('email')} />
          <Button type="submit" label={t('passwordReset.submit')} loading={form.processing} className="bz-form__submit" />
          <p className="bz-form__links">
            <Link to={paths.login()}>{t('passwordReset.backToLogin')}</Link>
          </p>
        </form>
      )}
    </section>
  );
}
