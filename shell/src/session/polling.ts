// The shell owns the page's one poller (spec §4): it runs while someone is logged in, stops on
// logout or any 401, and re-fetches the user when the unread-notifications count changes.
import type { QueryClient } from '@bizmarkt/shared/query';
import {
  createPoller,
  createSync,
  endSession,
  getCurrentUser,
  isApiError,
  onSessionEnd,
  refreshCurrentUser,
  registerPoller,
  sessionStore,
  type Poller,
} from '@bizmarkt/shared';

const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

export function installPolling(queryClient: QueryClient, startedAt = Math.floor(Date.now() / 1000)): Poller {
  const sync = createSync({
    startedAt,
    currentUser: () => getCurrentUser(queryClient),
    refetchUser: async () => {
      await refreshCurrentUser(queryClient);
    },
  });
  const poller = createPoller({
    poll: async () => {
      try {
        return await sync.poll();
      } catch (error) {
        // sync answers are handled here, not by the error catalogue: only a 401 means anything to the user
        if (isUnauthorized(error)) endSession();
        throw error;
      }
    },
    isUnauthorized,
  });
  registerPoller(poller);
  onSessionEnd(() => poller.stop());
  sessionStore.subscribe((state, previous) => {
    if (state.isLoggedIn && !previous.isLoggedIn) poller.start();
    if (!state.isLoggedIn && previous.isLoggedIn) poller.stop();
  });
  if (sessionStore.getState().isLoggedIn) poller.start();
  return poller;
}
