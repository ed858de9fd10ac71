import { Link } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { usePaths } from '@bizmarkt/shared/routing';
import '../../../components/account-pages.css';

/** `/email-preferences/success`: the choice is stored. */
export default function EmailPreferencesSuccessPage() {
  const { t } = useTranslation('account');
  const paths = usePaths();
  return (
    <section className="bz-page-card" aria-labelledby="bz-email-preferences-success-title">
      <h1 id="bz-email-preferences-success-title">{t('emailPreferences.successTitle')}</h1>
      <p role="status">{t('emailPreferences.successText')}</p>
      <div className="bz-actions">
        <Link to={paths.emailPreferences()} className="p-button p-component p-button-outlined">
          {t('emailPreferences.back')}
        </Link>
        <Link to={paths.dashboard()} className="p-button p-component">
          {t('emailPreferences.dashboard')}
        </Link>
      </div>
    </section>
  );
}
