import { Link } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { usePaths } from '@bizmarkt/shared/routing';
import '../../../components/auth-card.css';
import '../../../components/account-pages.css';

/** `/password-reset/success`: the new password is set and every session was ended. */
export default function PasswordResetSuccessPage() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  return (
    <section className="bz-auth-card" aria-labelledby="bz-password-reset-success-title">
      <h1 id="bz-password-reset-success-title">{t('resetPassword.successTitle')}</h1>
      <p>{t('resetPassword.successText')}</p>
      <div className="bz-actions">
        <Link to={paths.login()} className="p-button p-component bz-form__submit">
          {t('resetPassword.login')}
        </Link>
      </div>
    </section>
  );
}
