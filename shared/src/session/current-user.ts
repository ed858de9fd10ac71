// The current user lives in ONE place: the query cache under `queryKeys.user()` (spec §4, issue #9
// point 4). Everything that learns who is logged in — the startup fetch, login, registration steps,
// profile and settings saves, the poller's re-fetch — hands the user to `setCurrentUser` (or asks
// `refreshCurrentUser` to fetch it); nothing else writes it. React code reads it with
// `useCurrentUser()`. The session store keeps what is not server data (logged in / guest) and a
// read-only mirror of the user for code outside React (chat widget, access rules), written only by
// `bindSessionToQueryCache` below. State that comes with the user later is part of the user answer
// (the subscription) or gets its own query, which this module removes at logout (the favourite ids:
// favorite-ids.ts).
import { hashKey, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '../contract/api';
import { queryKeys } from '../query-keys';
import { sessionStore } from '../stores/session';
import { fetchUser } from './fetch-user';

/** `null` once the page knows nobody is logged in; `undefined` (no data) before it knows. */
export type CurrentUser = User | null;

/**
 * The one query of the current user. Never stale and never garbage-collected: it is written when the
 * user changes (the calls above) and re-fetched when the poller says so, not on every mount.
 */
export function currentUserQuery() {
  return queryOptions<CurrentUser>({
    queryKey: queryKeys.user(),
    queryFn: fetchUser,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

/** The current user in React: re-renders when it changes; `null` when nobody is logged in. */
export function useCurrentUser(): User | null {
  // Reads the cache only: who is logged in is decided by the startup fetch, not by a component mounting.
  const { data } = useQuery({ ...currentUserQuery(), enabled: false });
  return data ?? null;
}

/** The current user outside React. */
export function getCurrentUser(queryClient: QueryClient): User | null {
  return queryClient.getQueryData<CurrentUser>(queryKeys.user()) ?? null;
}

/**
 * THE way to tell the page who is logged in: a user after login, registration, a save or a re-fetch;
 * `null` after logout or account deletion. The session store follows through the binding.
 */
export function setCurrentUser(queryClient: QueryClient, user: User | null): void {
  queryClient.setQueryData<CurrentUser>(queryKeys.user(), user);
  // Logged out: the readers have seen `null`; then nothing of the old user stays in the cache.
  if (user === null) {
    queryClient.removeQueries({ queryKey: queryKeys.user(), exact: true });
    queryClient.removeQueries({ queryKey: queryKeys.favoriteIds() });
  }
}

/** Changes part of the current user (e.g. the unread count) without a fetch; nothing when logged out. */
export function updateCurrentUser(queryClient: QueryClient, change: (user: User) => User): void {
  const user = getCurrentUser(queryClient);
  if (user) setCurrentUser(queryClient, change(user));
}

/** Fetches `GET /api/user` and makes it the current user (spec §7: "the user is re-fetched"). */
export async function refreshCurrentUser(queryClient: QueryClient): Promise<User> {
  const user = await fetchUser();
  setCurrentUser(queryClient, user);
  return user;
}

/**
 * Keeps the session store in step with the cached user, in both directions, once per query client:
 * a cached user logs the page in (and mirrors the user); `null` logs it out; and a session ended
 * elsewhere (a 401, `endSession`) clears the cached user. Returns the function that unbinds.
 */
export function bindSessionToQueryCache(queryClient: QueryClient): () => void {
  queryClient.setQueryDefaults(queryKeys.user(), { staleTime: Infinity, gcTime: Infinity });
  const mirror = () => {
    const cached = queryClient.getQueryData<CurrentUser>(queryKeys.user());
    const session = sessionStore.getState();
    if (cached) {
      if (session.user !== cached) session.setUser(cached);
    } else if (cached === null && session.isLoggedIn) {
      session.clear();
    }
  };
  const userHash = hashKey(queryKeys.user());
  const offCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.query.queryHash === userHash) mirror();
  });
  const offStore = sessionStore.subscribe((state, previous) => {
    if (!state.isLoggedIn && previous.isLoggedIn && getCurrentUser(queryClient)) setCurrentUser(queryClient, null);
  });
  mirror();
  return () => {
    offCache();
    offStore();
  };
}
