import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_PATHS, api, refreshCurrentUser, setCurrentUser, type User } from '@bizmarkt/shared';
import { profileFormData, type AvatarChange, type ProfileValues } from '../lib/profile-form';

/** The form shows 422 under its fields; every other failure is the error catalogue's. */
export const UPDATE_PROFILE_HANDLED = [422] as const;

/**
 * `POST /api/users/{id}` as multipart (the shared client sends FormData as it is, so the browser sets
 * the multipart boundary). Answers with the user.
 */
export function updateProfile(userId: number, values: ProfileValues, avatar: AvatarChange): Promise<User> {
  return api.post<User>(ACCOUNT_PATHS.updateUser(userId), profileFormData(values, avatar), { handled: UPDATE_PROFILE_HANDLED });
}

export function useUpdateProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, avatar }: { values: ProfileValues; avatar: AvatarChange }) => updateProfile(userId, values, avatar),
    onSuccess: async (saved) => {
      // The answer already holds the saved user: show it at once, then re-fetch as the spec asks.
      if (saved?.id === userId) setCurrentUser(queryClient, saved);
      await refreshCurrentUser(queryClient).catch((error: unknown) => console.warn('[account] re-fetching the user failed', error));
    },
  });
}
