import { useMutation } from '@tanstack/react-query';
import { api } from '@bizmarkt/shared';
import { ACCOUNT_PATHS, type ResetPasswordRequest } from '@bizmarkt/shared/contract';

/** 422 (bad password, invalid or expired token) under the fields, 429 with the server's text. */
export const RESET_PASSWORD_HANDLED_STATUSES = [422, 429] as const;

/** `POST /api/reset-password`: sets the new password and ends every session of the user. */
export function resetPassword(body: ResetPasswordRequest): Promise<{ message?: string }> {
  return api.post<{ message?: string }>(ACCOUNT_PATHS.resetPassword, body, { handled: RESET_PASSWORD_HANDLED_STATUSES });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
