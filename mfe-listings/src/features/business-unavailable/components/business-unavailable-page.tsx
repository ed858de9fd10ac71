import { Link, useSearchParams } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { BUSINESS_UNAVAILABLE_CATEGORY_PARAM } from '@bizmarkt/shared/contract';
import { usePaths } from '@bizmarkt/shared/routing';
import { SimilarListings } from './similar-listings';
import './business-unavailable.css';

/** The lost listing's category from the 307's `?category=<id>`; anything else is no category. */
export function categoryIdOf(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return Number(value);
}

/**
 * `/business-unavailable`: where the API's 307 sends a visitor of a hidden or sold listing. It says
 * why the listing cannot be opened (without saying which of the two: that is the seller's business)
 * and offers similar listings: the newest of the lost listing's category (the 307 names it).
 */
export default function BusinessUnavailablePage() {
  const { t } = useTranslation('listingsUnavailable');
  const paths = usePaths();
  const [params] = useSearchParams();
  return (
    <div className="bz-unavailable">
      <span className="pi pi-eye-slash bz-unavailable__icon" aria-hidden="true" />
      <h1>{t('unavailable.title')}</h1>
      <p>{t('unavailable.explanation')}</p>
      <p>
        {t('unavailable.favoritesHint')} <Link to={paths.favorites()}>{t('unavailable.favoritesLink')}</Link>
      </p>
      <SimilarListings categoryId={categoryIdOf(params.get(BUSINESS_UNAVAILABLE_CATEGORY_PARAM))} />
    </div>
  );
}
