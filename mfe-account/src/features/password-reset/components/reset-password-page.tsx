import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { Button } from 'primereact/button';
import { isApiError, usePrecognitiveForm } from '@bizmarkt/shared';
import { PASSWORD_MIN_LENGTH, type ResetPasswordRequest } from '@bizmarkt/shared/contract';
import { EmailField } from '../../../components/email-field';
import { PasswordField } from '../../../components/password-field';
import { RESET_PASSWORD_URL, useResetLinkState } from '../api/reset-password';
import '../../../components/auth-card.css';
import '../../../components/account-pages.css';
import { usePaths } from '@bizmarkt/shared/routing';

/** The server names a bad token under `token` or `email`; both belong to the link, shown under email. */
function linkErrors(form: { errorsFor(field: string): string[] }): string[] {
  return [...form.errorsFor('email'), ...form.errorsFor('token')];
}

/** A link that cannot be used (used, expired, or missing its email): say why and offer a new one. */
function UnusableLink({ reason }: { reason: 'usedLink' | 'brokenLink' }) {
  const { t } = useTranslation('account');
  const paths = usePaths();
  return (
    <section className="bz-auth-card" aria-labelledby="bz-reset-password-title">
      <h1 id="bz-reset-password-title">{t('resetPassword.title')}</h1>
      <p className="bz-notice bz-notice--warn" role="alert">
        {t(`resetPassword.${reason}`)}
      </p>
      <p className="bz-form__links">
        <Link to={paths.passwordReset()}>{t('resetPassword.requestNew')}</Link>
      </p>
    </section>
  );
}

/** `/password-reset/:token?email=` (guests only): the new password for the account of the mail's link. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const link = useResetLinkState(token, email);
  // A link without its email cannot be used: say so instead of a form that can only fail.
  if (!email || !token) return <UnusableLink reason="brokenLink" />;
  // Checked when the page opens (a used link must not look valid until the submit); while checking,
  // and when the check cannot answer, the form shows and the submit has the last word.
  if (link === 'invalid') return <UnusableLink reason="usedLink" />;
  return <ResetPasswordForm token={token} email={email} />;
}

function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const paths = usePaths();
  const form = usePrecognitiveForm<ResetPasswordRequest>('post', RESET_PASSWORD_URL, { token, email, password: '', password_confirmation: '' });
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    // A validation answer still on its way must not replace the errors set below.
    if (form.validating) await form.settle();
    else form.cancel();
    const { password, password_confirmation: confirmation } = form.data;
    const clientErrors: Record<string, string[]> = {};
    if (!password) clientErrors.password = [t('resetPassword.passwordRequired')];
    else if (password.length < PASSWORD_MIN_LENGTH) clientErrors.password = [t('resetPassword.passwordTooShort', { count: PASSWORD_MIN_LENGTH })];
    if (password && confirmation !== password) clientErrors.password_confirmation = [t('resetPassword.confirmationMismatch')];
    form.setErrors(clientErrors);
    if (Object.keys(clientErrors).length > 0) return;
    try {
      await form.submit();
    } catch (error) {
      if (!isApiError(error)) return;
      // A 422 without field errors still belongs to the link; a 429's text stays on the form.
      if (error.status === 422 && Object.keys(error.fieldErrors).length === 0) form.setErrors({ email: [error.message] });
      else if (error.status === 429) setFormError(error.message);
      return;
    }
    navigate(paths.passwordResetSuccess(), { replace: true });
  };

  const emailErrors = linkErrors(form);
  return (
    <section className="bz-auth-card" aria-labelledby="bz-reset-password-title">
      <h1 id="bz-reset-password-title">{t('resetPassword.title')}</h1>
      <p className="bz-auth-card__lead">{t('resetPassword.lead')}</p>
      <form className="bz-form" onSubmit={(event) => void submit(event)} noValidate>
        {formError ? (
          <p className="bz-form__error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="bz-field">
          <EmailField id="reset-password-email" autoComplete="username" value={email} onChange={() => undefined} readOnly errors={emailErrors} />
          {emailErrors.length ? <Link to={paths.passwordReset()}>{t('resetPassword.requestNew')}</Link> : null}
        </div>
        <PasswordField
          id="reset-password-password"
          label={t('resetPassword.password')}
          purpose="new"
          lengthHint
          value={form.data.password}
          onChange={(value) => form.setData('password', value)}
          onBlur={() => form.validate('password')}
          validating={form.isValidating('password')}
          errors={form.errorsFor('password')}
        />
        <PasswordField
          id="reset-password-confirmation"
          label={t('resetPassword.passwordConfirmation')}
          purpose="new"
          value={form.data.password_confirmation}
          onChange={(value) => form.setData('password_confirmation', value)}
          onBlur={() => form.validate('password_confirmation')}
          validating={form.isValidating('password_confirmation')}
          errors={form.errorsFor('password_confirmation')}
        />
        <Button type="submit" label={t('resetPassword.submit')} loading={form.processing} className="bz-form__submit" />
      </form>
    </section>
  );
}
