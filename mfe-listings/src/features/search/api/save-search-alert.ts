import { useMutation, useQueryClient } from '@bizmarkt/shared/query';
import { api, setCurrentUser } from '@bizmarkt/shared';
import { ACCOUNT_PATHS, alertSettingsFromSearch, type SearchQuery, type User } from '@bizmarkt/shared/contract';

/**
 * "Alert me about new listings like this": `POST /api/users/{id}` with `notification_settings`, the
 * user's own settings with the new-listing alert replaced by the search's filters (the account API
 * of the notification settings panel). The answer is the saved user, who becomes the current user.
 * A failure is the catalogue's toast.
 */
export function saveSearchAlert(user: User, query: SearchQuery): Promise<User> {
  const notification_settings = { ...user.notification_settings, new_listing_alert_settings: alertSettingsFromSearch(query) };
  return api.post<User>(ACCOUNT_PATHS.updateUser(user.id), { notification_settings });
}

export function useSaveSearchAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, query }: { user: User; query: SearchQuery }) => saveSearchAlert(user, query),
    onSuccess: (saved) => setCurrentUser(queryClient, saved),
  });
}
