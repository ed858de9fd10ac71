import { useTranslation } from '@bizmarkt/shared/translation';
import { effectiveSort, SEARCH_SORTS, type SearchQuery, type SearchResponse, type SearchSort } from '@bizmarkt/shared/contract';
import { ListingCard, ListingCardSkeleton } from '../../listing-card';
import { activeFilterCount, withoutFilters } from '../lib/search-state';
import { Pager } from './pager';

const SKELETONS = 6;

interface SearchResultsProps {
  query: SearchQuery;
  result: { data?: SearchResponse; isPending: boolean; isError: boolean; isPlaceholderData: boolean; refetch: () => unknown };
  go: (next: SearchQuery) => void;
}

function SortSelect({ query, go }: Pick<SearchResultsProps, 'query' | 'go'>) {
  const { t } = useTranslation('listingsSearch');
  // Relevance ranks words: offered only when there are words.
  const sorts = SEARCH_SORTS.filter((sort) => sort !== 'relevance' || Boolean(query.q));
  return (
    <div className="bz-sort">
      <label htmlFor="bz-search-sort">{t('search.sort.label')}</label>
      <select id="bz-search-sort" value={effectiveSort(query)} onChange={(event) => go({ ...query, sort: event.target.value as SearchSort, page: undefined })}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`search.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function EmptyState({ query, go }: Pick<SearchResultsProps, 'query' | 'go'>) {
  const { t } = useTranslation('listingsSearch');
  const filtered = activeFilterCount(query) > 0;
  return (
    <div className="bz-empty">
      <h2 className="bz-empty__title">{t('search.empty.title')}</h2>
      <p>{t(filtered ? 'search.empty.widen' : query.q ? 'search.empty.otherWords' : 'search.empty.none')}</p>
      <div className="bz-empty__actions">
        {query.q ? (
          <button
            type="button"
            className="p-button p-component p-button-outlined"
            onClick={() => go({ ...query, q: undefined, page: undefined, sort: undefined })}
          >
            {t('search.empty.clearSearch')}
          </button>
        ) : null}
        {filtered ? (
          <button type="button" className="p-button p-component p-button-outlined" onClick={() => go(withoutFilters(query))}>
            {t('search.empty.clearFilters')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/** The results of the URL's search: count and sort, the cards, paging; loading, empty and failed states. */
export function SearchResults({ query, result, go }: SearchResultsProps) {
  const { t } = useTranslation(['listingsSearch', 'listings']);
  const { data } = result;

  if (result.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="bz-muted">
          {t('search.loading')}
        </p>
        <div className="bz-card-grid">
          {Array.from({ length: SKELETONS }, (_, index) => (
            <ListingCardSkeleton key={index} />
          ))}
        </div>
      </div>
    );
  }
  if (result.isError || !data) {
    return (
      <div role="alert" className="bz-inline-error">
        <p>{t('search.error')}</p>
        <button type="button" className="p-button p-component p-button-outlined p-button-sm" onClick={() => void result.refetch()}>
          {t('listings:shared.retry')}
        </button>
      </div>
    );
  }
  return (
    <div aria-busy={result.isPlaceholderData} className={result.isPlaceholderData ? 'bz-results bz-results--stale' : 'bz-results'}>
      <div className="bz-results__bar">
        <p className="bz-results__count" role="status">
          {t('search.count', { count: data.meta.total })}
        </p>
        <SortSelect query={query} go={go} />
      </div>
      {data.data.length === 0 ? (
        <EmptyState query={query} go={go} />
      ) : (
        <ul className="bz-card-grid" aria-label={t('search.resultsLabel')}>
          {data.data.map((listing, index) => (
            <li key={listing.id}>
              <ListingCard listing={listing} headingLevel={2} first={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={data.meta.current_page} last={data.meta.last_page} onPage={(page) => go({ ...query, page })} />
    </div>
  );
}
