import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_PATHS, api, setCurrentUser, type GeneralInfoRequest, type User } from '@bizmarkt/shared';

/** `POST /api/user/general-info`: role, names and country; answers with the updated user. */
export function saveGeneralInfo(body: GeneralInfoRequest): Promise<User> {
  return api.post<User>(ACCOUNT_PATHS.generalInfo, body, { handled: [422] });
}

export function useSaveGeneralInfo() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveGeneralInfo, onSuccess: (user) => setCurrentUser(queryClient, user) });
}
