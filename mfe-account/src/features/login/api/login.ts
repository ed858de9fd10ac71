import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys, sessionStore, type LoginRequest, type User } from '@bizmarkt/shared';

/** `POST /api/login`: answers with the user and a fresh session. */
export function login(credentials: LoginRequest): Promise<User> {
  return api.post<User>('/api/login', credentials);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.user(), user);
      sessionStore.getState().setUser(user);
    },
  });
}
