import { useQuery } from '@bizmarkt/shared/query';
import { currentUserQuery, useSession } from '@bizmarkt/shared';

/**
 * The current user as the server sees it now, for pages that must not trust the cached copy (did the
 * email get confirmed in another tab?): the one current-user query, re-fetched on mount and, when
 * asked, on window focus. What it fetches becomes the current user everywhere (one query, one cache).
 */
export function useFreshCurrentUser({ refetchOnWindowFocus = false }: { refetchOnWindowFocus?: boolean } = {}) {
  // Only while logged in: a fetch after logging out must not bring the user back.
  const isLoggedIn = useSession((s) => s.isLoggedIn);
  return useQuery({ ...currentUserQuery(), enabled: isLoggedIn, staleTime: 0, refetchOnMount: 'always', refetchOnWindowFocus });
}
