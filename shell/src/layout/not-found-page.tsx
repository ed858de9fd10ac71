import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '@bizmarkt/shared';

export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const localized = useLocalizedPath();
  return (
    <section className="bz-error-page">
      <p className="bz-error-page__code" aria-hidden="true">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="p-button p-component" to={localized('/')}>
        {t('notFound.back')}
      </Link>
    </section>
  );
}
