import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@bizmarkt/shared/query';
import { api, updateCurrentUser } from '@bizmarkt/shared';
import { ACCOUNT_PATHS, type EmailPreferences, type User } from '@bizmarkt/shared/contract';
import { queryKeys } from '@bizmarkt/shared/query-keys';

/** The flags of the email group (spec §3), in the order the page lists them. */
export const EMAIL_PREFERENCE_FLAGS = [
  'new_message',
  'weekly_newsletter',
  'new_listing_alerts',
  'my_listings',
  'favorites_updated',
  'favorites_listing_sold',
  'nda_accepted',
  'nda_requested',
  'price_changes',
] as const satisfies ReadonlyArray<keyof EmailPreferences>;

/** `GET /api/email-preferences` */
export function getEmailPreferences(): Promise<EmailPreferences> {
  return api.get<EmailPreferences>(ACCOUNT_PATHS.emailPreferences);
}

/** `POST /api/email-preferences` with every flag (sent by the form helper); answers with the stored flags. */
export const EMAIL_PREFERENCES_URL = ACCOUNT_PATHS.emailPreferences;

export const emailPreferencesQuery = () => queryOptions({ queryKey: queryKeys.emailPreferences(), queryFn: getEmailPreferences, staleTime: 0 });

export function useEmailPreferences() {
  return useQuery(emailPreferencesQuery());
}

/** The user's notification settings hold the same flags: the current user gets them too. */
function withEmailFlags(user: User, saved: EmailPreferences): User {
  if (!user.notification_settings) return user;
  return { ...user, notification_settings: { ...user.notification_settings, email: { ...user.notification_settings.email, ...saved } } };
}

/** After saving: the page's copies (the preferences query, the current user's settings) follow. */
export function useAfterEmailPreferencesSaved(): (saved: EmailPreferences | undefined, sent: EmailPreferences) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (saved, sent) => {
      // An answer without the flags (e.g. 204) still means what was sent is stored.
      const stored = saved && typeof saved === 'object' ? saved : sent;
      queryClient.setQueryData(queryKeys.emailPreferences(), stored);
      updateCurrentUser(queryClient, (user) => withEmailFlags(user, stored));
    },
    [queryClient],
  );
}
