import { useTranslation } from '@bizmarkt/shared/translation';
import { Link } from '@bizmarkt/shared/router';
import { usePaths } from '@bizmarkt/shared/routing';
import { ListingCard, ListingCardSkeleton } from '../../listing-card';
import { NEWEST, useNewestListings } from '../api/newest-listings';

/** Cards on the landing page: two rows on a wide screen, a short scroll on a phone. */
const SHOWN = 6;

/** The newest verified (published) listings, latest first, with a link to all of them. */
export function NewestListings() {
  const { t } = useTranslation('listings');
  const paths = usePaths();
  const { data, isPending, isError, refetch } = useNewestListings();

  if (isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="bz-visually-hidden">
          {t('landing.newest.loading')}
        </p>
        <div className="bz-card-grid">
          {Array.from({ length: 3 }, (_, index) => (
            <ListingCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }
  if (isError) {
    return (
      <div role="alert" className="bz-inline-error">
        <p>{t('landing.newest.error')}</p>
        <button type="button" className="p-button p-component p-button-outlined p-button-sm" onClick={() => void refetch()}>
          {t('shared.retry')}
        </button>
      </div>
    );
  }
  if (data.data.length === 0) return <p className="bz-muted">{t('landing.newest.empty')}</p>;
  return (
    <>
      <ul className="bz-card-grid" aria-label={t('landing.newest.title')}>
        {data.data.slice(0, SHOWN).map((listing, index) => (
          <li key={listing.id}>
            <ListingCard listing={listing} headingLevel={3} first={index === 0} />
          </li>
        ))}
      </ul>
      <p className="bz-section__more">
        <Link to={paths.search(NEWEST)}>{t('landing.newest.all', { count: data.meta.total })}</Link>
      </p>
    </>
  );
}
