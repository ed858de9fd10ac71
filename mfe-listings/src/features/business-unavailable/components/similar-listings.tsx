import { Link } from '@bizmarkt/shared/router';
import { useTranslation } from '@bizmarkt/shared/translation';
import { useCategories } from '@bizmarkt/shared';
import { usePaths } from '@bizmarkt/shared/routing';
import type { SearchQuery } from '@bizmarkt/shared/contract';
import { ListingCard, ListingCardSkeleton } from '../../listing-card';
import { useSearchBusinesses } from '../../search';

/** Cards shown: one row on a wide screen, a short scroll on a phone. */
export const SIMILAR_SHOWN = 4;
const NEWEST: SearchQuery = { sort: 'newest' };

/**
 * A few published listings like the lost one: the newest of its category (the 307 names it), or the
 * newest of all when the category has none left or is unknown. Then the ways on: the whole search
 * and each category's search.
 */
export function SimilarListings({ categoryId }: { categoryId: number | null }) {
  const { t } = useTranslation('listingsUnavailable');
  const paths = usePaths();
  const categories = useCategories();
  const inCategory = useSearchBusinesses(categoryId === null ? NEWEST : { categories: [categoryId], sort: 'newest' });
  // The newest of all are fetched only when the category gave nothing (or there is none).
  const categoryEmpty = categoryId !== null && inCategory.data !== undefined && inCategory.data.data.length === 0;
  const newest = useSearchBusinesses(NEWEST, { enabled: categoryEmpty });
  const shown = categoryEmpty ? newest : inCategory;
  const categoryName = categoryId === null ? undefined : categories.data?.find((category) => category.id === categoryId)?.name;

  let lead: string;
  if (categoryId !== null && !categoryEmpty) lead = categoryName ? t('unavailable.leadCategory', { name: categoryName }) : t('unavailable.leadSameCategory');
  else lead = categoryEmpty ? t('unavailable.leadNoneInCategory') : t('unavailable.leadNewest');

  return (
    <section className="bz-unavailable__similar" aria-labelledby="bz-unavailable-similar">
      <h2 id="bz-unavailable-similar">{t('unavailable.similarTitle')}</h2>
      {shown.isPending ? (
        <div aria-busy="true" className="bz-unavailable__cards">
          <p role="status" className="bz-visually-hidden">
            {t('unavailable.loading')}
          </p>
          <div className="bz-card-grid">
            {Array.from({ length: 2 }, (_, index) => (
              <ListingCardSkeleton key={index} />
            ))}
          </div>
        </div>
      ) : shown.data && shown.data.data.length > 0 ? (
        <div className="bz-unavailable__cards">
          <p>{lead}</p>
          <ul className="bz-card-grid" aria-label={t('unavailable.similarTitle')}>
            {shown.data.data.slice(0, SIMILAR_SHOWN).map((listing, index) => (
              <li key={listing.id}>
                {/* The first card's image may be the largest thing on the screen: fetched with the page (the server draws it). */}
                <ListingCard listing={listing} headingLevel={3} first={index === 0} />
              </li>
            ))}
          </ul>
          {categoryId !== null && !categoryEmpty && shown.data.meta.total > SIMILAR_SHOWN ? (
            <p>
              <Link to={paths.search({ categories: categoryId })}>
                {categoryName
                  ? t('unavailable.allInCategory', { count: shown.data.meta.total, name: categoryName })
                  : t('unavailable.allInSameCategory', { count: shown.data.meta.total })}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <nav className="bz-unavailable__more" aria-label={t('unavailable.moreNav')}>
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
    </section>
  );
}
