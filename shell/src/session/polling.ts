// The shell owns the page's one poller (spec §4): it runs while someone is logged in, stops on
// logout or any 401, and re-fetches the user when the unread-notifications count changes. Beside it
// the event stream (issue #30 §4): while it is open the poller rests and events arrive at once; when
// it breaks or the tab is hidden, the ladder carries on from its first step.
import type { QueryClient } from '@bizmarkt/shared/query';
import { SESSION_PATHS } from '@bizmarkt/shared/contract';
import {
  apiUrl,
  connectStream,
  createPoller,
  createSync,
  endSession,
  getCurrentUser,
  isApiError,
  onSessionEnd,
  refreshCurrentUser,
  registerPoller,
  sessionStore,
  type EventStreamOptions,
  type Poller,
} from '@bizmarkt/shared';

const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401;

export function installPolling(
  queryClient: QueryClient,
  startedAt = Math.floor(Date.now() / 1000),
  /** Unit tests: a fake EventSource and visibility. */
  streamOptions: Partial<Pick<EventStreamOptions, 'createEventSource' | 'isHidden' | 'onVisibilityChange'>> = {},
): Poller {
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
  const stream = connectStream(poller, {
    url: apiUrl(SESSION_PATHS.stream),
    onEvent: (event) => void sync.receive(event),
    // What arrived while the stream was being opened.
    catchUp: () => void sync.poll().catch(() => undefined),
    ...streamOptions,
  });
  const stop = () => {
    stream.stop();
    poller.stop();
  };
  onSessionEnd(stop);
  sessionStore.subscribe((state, previous) => {
    if (state.isLoggedIn && !previous.isLoggedIn) {
      poller.start();
      stream.start();
    }
    if (!state.isLoggedIn && previous.isLoggedIn) stop();
  });
  if (sessionStore.getState().isLoggedIn) {
    poller.start();
    stream.start();
  }
  return poller;
}
