import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_PATHS, api, refreshCurrentUser, setCurrentUser, type NotificationSettings, type User } from '@bizmarkt/shared';

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
    // Spec §7: on success the user is re-fetched and becomes the current user. Should the re-fetch
    // fail, the saved user of the answer stands in (the settings are saved either way).
    onSuccess: async (saved) => {
      await refreshCurrentUser(queryClient).catch(() => {
        if (saved?.id === userId) setCurrentUser(queryClient, saved);
      });
    },
  });
}
