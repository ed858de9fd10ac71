import { useMutation } from '@tanstack/react-query';
import { api } from '@bizmarkt/shared';
import { ACCOUNT_PATHS, type ForgotPasswordRequest } from '@bizmarkt/shared/contract';

/** 422 (a malformed email) under the field, 429 (too many requests) with the server's text. */
export const FORGOT_PASSWORD_HANDLED_STATUSES = [422, 429] as const;

/** `POST /api/forgot-password`: the same answer whether or not an account has this email. */
export function forgotPassword(body: ForgotPasswordRequest): Promise<{ message?: string }> {
  return api.post<{ message?: string }>(ACCOUNT_PATHS.forgotPassword, body, { handled: FORGOT_PASSWORD_HANDLED_STATUSES });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
