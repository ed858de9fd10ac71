import { Link } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { usePaths } from '@bizmarkt/shared/routing';

/** A route of the spec whose page its remote does not provide yet: said plainly, not faked. */
export default function NotAvailablePage() {
  const { t } = useTranslation('shell');
  const paths = usePaths();
  return (
    <section className="bz-error-page">
      <h1>{t('notAvailable.title')}</h1>
      <p>{t('notAvailable.text')}</p>
      <Link className="p-button p-component" to={paths.landing()}>
        {t('notFound.back')}
      </Link>
    </section>
  );
}
