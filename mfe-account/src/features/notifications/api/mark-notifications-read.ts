import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api, getCurrentUser, updateCurrentUser } from '@bizmarkt/shared';
import { ACCOUNT_PATHS, type NotificationsReadResponse } from '@bizmarkt/shared/contract';

/** `POST /api/notifications/read`: marks every notification of the user read; answers the count left. */
export function markNotificationsRead(): Promise<NotificationsReadResponse | undefined> {
  return api.post<NotificationsReadResponse | undefined>(ACCOUNT_PATHS.notificationsRead);
}

/** The header's badge shows the current user's count. */
function setUnreadCount(count: number, queryClient: ReturnType<typeof useQueryClient>): void {
  if (getCurrentUser(queryClient)?.unread_notifications === count) return;
  updateCurrentUser(queryClient, (user) => ({ ...user, unread_notifications: count }));
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
      const previous = getCurrentUser(queryClient)?.unread_notifications ?? 0;
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
