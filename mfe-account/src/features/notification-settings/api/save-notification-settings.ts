import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, fetchUser, sessionStore } from '@bizmarkt/shared';
import { ACCOUNT_PATHS, type NotificationSettings, type User } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/**
 * `POST /api/users/{id}` with `notification_settings` alone. Spec §8: a failure goes to the common
 * error handler (the catalogue's toast); nothing is marked handled here.
 */
export function saveNotificationSettings(userId: number, settings: NotificationSettings): Promise<User> {
  return api.post<User>(ACCOUNT_PATHS.updateUser(userId), { notification_settings: settings });
}

export function useSaveNotificationSettings(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings) => saveNotificationSettings(userId, settings),
    // Spec §7: on success the user is re-fetched, through the factory key, into the session store.
    // Should the re-fetch fail, the saved user of the answer stands in (the settings are saved either way).
    onSuccess: async (saved) => {
      const user = await queryClient.fetchQuery({ queryKey: queryKeys.user(), queryFn: fetchUser, staleTime: 0 }).catch(() => saved);
      if (user?.id === userId) sessionStore.getState().setUser(user);
    },
  });
}
