import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, setCurrentUser, type LoginRequest, type User } from '@bizmarkt/shared';

/**
 * Statuses the login form shows itself: 422 under the fields, 429 with the server's throttle text.
 * The error catalogue handles every other failure (a toast), so the form shows nothing for those.
 */
export const LOGIN_HANDLED_STATUSES = [422, 429] as const;

/** `POST /api/login`: answers with the user and a fresh session. */
export function login(credentials: LoginRequest): Promise<User> {
  return api.post<User>('/api/login', credentials, { handled: LOGIN_HANDLED_STATUSES });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}
