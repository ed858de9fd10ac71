import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCategories } from '@bizmarkt/shared';
import { usePaths } from '@bizmarkt/shared/routing';
import './business-unavailable.css';

/** Ways on: every listing's search, and each category's (the API no longer says what the listing was). */
function SimilarListings() {
  const { t } = useTranslation('listings');
  const paths = usePaths();
  const categories = useCategories();
  return (
    <nav className="bz-unavailable__similar" aria-labelledby="bz-unavailable-similar">
      <h2 id="bz-unavailable-similar">{t('unavailable.similarTitle')}</h2>
      <Link className="p-button p-component" to={paths.search()}>
        {t('unavailable.browseAll')}
      </Link>
      {categories.data && categories.data.length > 0 ? (
        <ul className="bz-unavailable__categories">
          {categories.data.map((category) => (
            <li key={category.id}>
              <Link to={paths.search({ categories: category.id })}>{t('unavailable.inCategory', { name: category.name })}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}

/**
 * `/business-unavailable`: where the API's 307 sends a visitor of a hidden or sold listing. It says
 * why the listing cannot be opened (without saying which of the two: that is the seller's business)
 * and offers similar listings.
 */
export default function BusinessUnavailablePage() {
  const { t } = useTranslation('listings');
  const paths = usePaths();
  return (
    <div className="bz-unavailable">
      <span className="pi pi-eye-slash bz-unavailable__icon" aria-hidden="true" />
      <h1>{t('unavailable.title')}</h1>
      <p>{t('unavailable.explanation')}</p>
      <p>
        {t('unavailable.favoritesHint')} <Link to={paths.favorites()}>{t('unavailable.favoritesLink')}</Link>
      </p>
      <SimilarListings />
    </div>
  );
}
