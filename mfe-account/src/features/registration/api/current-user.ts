import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, sessionStore } from '@bizmarkt/shared';
import type { User } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/**
 * `GET /api/user` for pages that must see the server's current answer (did the email get confirmed
 * in another tab?). `quiet`: a 401 is an answer the page shows itself (a visitor on the registration
 * success page), not the forced-login flow.
 */
export function fetchCurrentUser(quiet = false): Promise<User> {
  return api.get<User>('/api/user', quiet ? { handled: [401] } : undefined);
}

export const currentUserQuery = (quiet = false) =>
  queryOptions({ queryKey: queryKeys.user(), queryFn: () => fetchCurrentUser(quiet), staleTime: 0, retry: false });

export function useCurrentUser({ quiet = false, refetchOnWindowFocus = false }: { quiet?: boolean; refetchOnWindowFocus?: boolean } = {}) {
  return useQuery({ ...currentUserQuery(quiet), refetchOnWindowFocus });
}

/** The user the server answered, everywhere the page keeps it: the query cache and the session store. */
export function useApplyUser(): (user: User) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: User) => {
      queryClient.setQueryData(queryKeys.user(), user);
      sessionStore.getState().setUser(user);
    },
    [queryClient],
  );
}
