import { useMutation } from '@tanstack/react-query';
import { api } from '@bizmarkt/shared';
import { ACCOUNT_PATHS, type ChangePasswordRequest } from '@bizmarkt/shared/contract';

/** The form shows 422 under its fields; every other failure is the error catalogue's. */
export const CHANGE_PASSWORD_HANDLED = [422] as const;

/** `POST /api/change-password`: other sessions end; this one stays. */
export function changePassword(body: ChangePasswordRequest): Promise<{ message?: string }> {
  return api.post<{ message?: string }>(ACCOUNT_PATHS.changePassword, body, { handled: CHANGE_PASSWORD_HANDLED });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
