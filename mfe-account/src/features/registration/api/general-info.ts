import { useMutation } from '@tanstack/react-query';
import { api } from '@bizmarkt/shared';
import { ACCOUNT_PATHS, type GeneralInfoRequest, type User } from '@bizmarkt/shared/contract';
import { useApplyUser } from './current-user';

/** `POST /api/user/general-info`: role, names and country; answers with the updated user. */
export function saveGeneralInfo(body: GeneralInfoRequest): Promise<User> {
  return api.post<User>(ACCOUNT_PATHS.generalInfo, body, { handled: [422] });
}

export function useSaveGeneralInfo() {
  const applyUser = useApplyUser();
  return useMutation({ mutationFn: saveGeneralInfo, onSuccess: applyUser });
}
