import { Link } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { usePaths } from '@bizmarkt/shared/routing';

export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const paths = usePaths();
  return (
    <section className="bz-error-page">
      <p className="bz-error-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className="p-button p-component" to={paths.landing()}>
        {t('notFound.back')}
      </Link>
    </section>
  );
}
