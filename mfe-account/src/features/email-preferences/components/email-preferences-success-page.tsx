import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@bizmarkt/shared';
import '../../../components/account-pages.css';

/** `/email-preferences/success`: the choice is stored. */
export default function EmailPreferencesSuccessPage() {
  const { t } = useTranslation('account');
  const localized = useLocalizedPath();
  return (
    <section className="bz-page-card" aria-labelledby="bz-email-preferences-success-title">
      <h1 id="bz-email-preferences-success-title">{t('emailPreferences.successTitle')}</h1>
      <p role="status">{t('emailPreferences.successText')}</p>
      <div className="bz-actions">
        <Link to={localized('/email-preferences')} className="p-button p-component p-button-outlined">
          {t('emailPreferences.back')}
        </Link>
        <Link to={localized('/dashboard')} className="p-button p-component">
          {t('emailPreferences.dashboard')}
        </Link>
      </div>
    </section>
  );
}
