import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from '@bizmarkt/shared/router';
import { searchQueryFromParams, searchQueryToParams, type SearchQuery } from '@bizmarkt/shared/contract';
import { usePaths } from '@bizmarkt/shared/routing';

/**
 * The search of the current URL and the way to change it: every change is a new history entry on
 * `/search` (Back undoes it). The filters panel, which may be opened on another page, starts from an
 * empty search there, and applying it goes to `/search`.
 */
export function useSearchState(): { query: SearchQuery; go: (next: SearchQuery) => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const paths = usePaths();
  const onSearchPage = location.pathname === paths.search();
  const query = useMemo(() => (onSearchPage ? searchQueryFromParams(new URLSearchParams(location.search)) : {}), [onSearchPage, location.search]);
  const go = useCallback((next: SearchQuery) => void navigate(paths.search(Object.fromEntries(searchQueryToParams(next)))), [navigate, paths]);
  return { query, go };
}
