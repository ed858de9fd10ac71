import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, sessionStore } from '@bizmarkt/shared';
import { ACCOUNT_PATHS, type NotificationsReadResponse, type User } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** `POST /api/notifications/read`: marks every notification of the user read; answers the count left. */
export function markNotificationsRead(): Promise<NotificationsReadResponse | undefined> {
  return api.post<NotificationsReadResponse | undefined>(ACCOUNT_PATHS.notificationsRead);
}

/** The header's badge reads the user's count from the session store; the query cache holds the same user. */
function setUnreadCount(count: number, queryClient: ReturnType<typeof useQueryClient>): void {
  queryClient.setQueryData<User>(queryKeys.user(), (user) => (user ? { ...user, unread_notifications: count } : user));
  const { user, setUser } = sessionStore.getState();
  if (user && user.unread_notifications !== count) setUser({ ...user, unread_notifications: count });
}

/**
 * Spec §4: opening the panel clears the unread count and posts the notifications as read. The badge
 * clears at once; if the post fails, the count comes back (and the error catalogue says why).
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: () => {
      const previous = sessionStore.getState().user?.unread_notifications ?? 0;
      setUnreadCount(0, queryClient);
      return { previous };
    },
    // One that arrived between the list's reading and the post stays unread, and on the badge.
    onSuccess: (answer) => {
      if (typeof answer?.unread === 'number') setUnreadCount(answer.unread, queryClient);
    },
    onError: (_error, _variables, context) => {
      if (context) setUnreadCount(context.previous, queryClient);
    },
  });
}
