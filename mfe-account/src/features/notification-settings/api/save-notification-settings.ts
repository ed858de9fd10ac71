import { useCallback } from 'react';
import { useQueryClient } from '@bizmarkt/shared/query';
import { refreshCurrentUser, setCurrentUser } from '@bizmarkt/shared';
import type { User } from '@bizmarkt/shared/contract';

/**
 * After `POST /api/users/{id}` with `notification_settings` alone (sent by the form helper; a failure
 * is the catalogue's toast, spec §8): spec §7 re-fetches the user, who becomes the current user.
 * Should the re-fetch fail, the saved user of the answer stands in (the settings are saved either way).
 */
export function useAfterSettingsSaved(userId: number): (saved: User) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (saved: User) => {
      await refreshCurrentUser(queryClient).catch(() => {
        if (saved?.id === userId) setCurrentUser(queryClient, saved);
      });
    },
    [queryClient, userId],
  );
}
