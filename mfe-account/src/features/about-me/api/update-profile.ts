import { useCallback } from 'react';
import { useQueryClient } from '@bizmarkt/shared/query';
import { refreshCurrentUser, setCurrentUser } from '@bizmarkt/shared';
import type { User } from '@bizmarkt/shared/contract';

/**
 * After `POST /api/users/{id}` (multipart, sent by the form helper): the answer's user is the current
 * user at once — the header shows a new picture right away — and then the user is re-fetched, as
 * spec §7 asks.
 */
export function useAfterProfileSaved(userId: number): (saved: User) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (saved: User) => {
      if (saved?.id === userId) setCurrentUser(queryClient, saved);
      await refreshCurrentUser(queryClient).catch((error: unknown) => console.warn('[account] re-fetching the user failed', error));
    },
    [queryClient, userId],
  );
}
