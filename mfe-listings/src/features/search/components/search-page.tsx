import { useTranslation } from '@bizmarkt/shared/translation';
import { useLocation } from '@bizmarkt/shared/router';
import { panelStore } from '@bizmarkt/shared';
import type { SearchResponse } from '@bizmarkt/shared/contract';
import { useSearchBusinesses } from '../api/search-businesses';
import { useSearchState } from '../hooks/use-search-state';
import { activeFilterCount } from '../lib/search-state';
import { AlertButton } from './alert-button';
import { FiltersForm } from './filters-form';
import { SearchBox } from './search-box';
import { setTypedWords } from '../lib/typed-words';
import { SearchResults } from './search-results';
import '../../../components/listing-card.css';
import './search.css';

function sellerName(seller: SearchResponse['seller']): string {
  return [seller?.name, seller?.last_name].filter(Boolean).join(' ');
}

/**
 * `/search`: published listings by words, filters, sort and page, all held in the URL; with
 * `?user_id=` one seller's listings under their name. Filters sit beside the results on wide
 * screens and in the 'filters' panel on phones.
 */
export default function SearchPage() {
  const { t } = useTranslation('listingsSearch');
  const { search } = useLocation();
  const { query, go } = useSearchState();
  const result = useSearchBusinesses(query);
  const seller = query.user_id !== undefined ? result.data?.seller : undefined;
  const filterCount = activeFilterCount(query);

  return (
    <div className="bz-search">
      <header className="bz-search__header">
        <h1>{seller ? t('search.sellerTitle', { name: sellerName(seller) || t('search.sellerUnnamed') }) : t('search.title')}</h1>
        {/* Words keep the filters; a new search starts at page 1 with the default sort (relevance). */}
        <SearchBox key={query.q ?? ''} initial={query.q} onSearch={(q) => go({ ...query, q, page: undefined, sort: undefined })} onType={setTypedWords} />
        <div className="bz-search__tools">
          <button
            type="button"
            className="p-button p-component p-button-outlined bz-search__filters-button"
            onClick={() => panelStore.getState().openPanel('filters')}
          >
            <span className="pi pi-sliders-h" aria-hidden="true" /> {t('search.filters.open', { count: filterCount })}
          </button>
          <AlertButton query={query} />
        </div>
      </header>
      <div className="bz-search__layout">
        <aside className="bz-search__sidebar" aria-labelledby="bz-search-filters-title">
          <h2 id="bz-search-filters-title" className="bz-search__sidebar-title">
            {t('search.filters.title')}
          </h2>
          {/* Keyed by the URL: Back and Forward show the filters of the search they return to. */}
          <FiltersForm key={search} query={query} onApply={go} idPrefix="bz-filters" />
        </aside>
        <section className="bz-search__results" aria-label={t('search.resultsRegion')}>
          <SearchResults query={query} result={result} go={go} />
        </section>
      </div>
    </div>
  );
}
